import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PolarisRoot } from '../../polaris/polaris-root';
import { HeadlineCards } from './headline-cards';

const count = (current: number, previous: number, change_percent: number | null) => ({
  current,
  previous,
  change_percent,
});
const amount = (current: string, previous: string, change_percent: number | null) => ({
  current,
  previous,
  change_percent,
});

const metrics = {
  period: {
    from: '2026-10-28',
    to: '2026-11-27',
    days: 31,
    previous: { from: '2026-09-27', to: '2026-10-27' },
    timezone: 'Asia/Kolkata',
  },
  currency: 'INR',
  requests: count(10, 15, -33.3),
  returns: count(6, 4, 50),
  exchanges: count(4, 11, -63.6),
  cancellations: count(1, 0, null),
  items: count(10, 10, 0),
  returned_value: amount('100.00', '200.00', -50),
  refunded: amount('0.00', '0.00', null),
  kept: amount('0.00', '50.00', -100),
};

const badgeOf = (label: string) => screen.getByRole('heading', { name: label }).parentElement?.textContent;

it('shows a fall in returns as good news and a fall in money kept in the store as bad news', () => {
  render(
    <PolarisRoot>
      <HeadlineCards metrics={metrics} />
    </PolarisRoot>,
  );
  expect(badgeOf('Requests')).toContain('Success');
  expect(badgeOf('Returns')).toContain('Attention');
  expect(badgeOf('Kept in the store')).toMatch(/-100%.*Attention|Attention.*-100%/);
  expect(badgeOf('Items')).not.toMatch(/Success|Attention/);
  expect(badgeOf('Refunded')).toContain('No earlier data');
});
