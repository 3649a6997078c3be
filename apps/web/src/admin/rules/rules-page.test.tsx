import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../test/signed-in';
import { createQueryClient } from '../admin-app';
import RulesPage from './rules-page';

const REASON = '6f1c2b8e-4d1a-4c55-9a77-0b1e2d3c4f50';

const rule = {
  id: 'rule-1',
  name: 'Fee on sale items',
  type: 'return_fee',
  active: true,
  match: 'all',
  conditions: [
    { type: 'reason', operator: 'in', values: [REASON] },
    { type: 'product', operator: 'not_in', values: ['gid://shopify/Product/7', '8'] },
    { type: 'collection', operator: 'in', values: ['31'] },
  ],
  outcome: { fee_type: 'fixed', value: '5.00', applies_to: 'return' },
  position: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const product = (id: string, title: string) => ({
  id,
  title,
  image_url: '',
  tags: [],
  collection_ids: [],
  options: [],
  variants: [],
});

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/return-fee-rule/v1?'))
      return Response.json({ docs: [rule], total: 1, page: 1, limit: 100 });
    if (url.startsWith('/api/return-exchange-reason/v1?'))
      return Response.json({
        docs: [
          {
            id: REASON,
            name: 'Too small',
            translations: {},
            kind: 'both',
            requires_media: false,
            requires_comment: false,
            position: 0,
            active: true,
          },
        ],
        total: 1,
        page: 1,
        limit: 100,
      });
    if (url.startsWith('/api/product-filter/v1/meta/product_options?'))
      return Response.json({
        products: url.includes('ids=7,8')
          ? [product('7', 'Linen Shirt'), product('8', 'Silk Scarf')]
          : [product('1', 'First product')],
        collections: [{ id: 'gid://shopify/Collection/31', title: 'Summer sale' }],
        product_tags: [],
        next_after: null,
      });
    return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const renderPage = () =>
  render(
    <PolarisRoot>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin/settings/rules?type=return_fee']}>
          <RulesPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );

describe('rules list', () => {
  it('sums up conditions with reason names, product titles and collection titles, not ids', async () => {
    renderPage();
    await screen.findByText(
      'Reason is Too small and Product is not one of Linen Shirt, Silk Scarf and Collection is Summer sale',
    );
    expect(screen.queryByText(new RegExp(REASON))).toBeNull();
  });

  it("shows a rule's changes disabled, naming the permission, to a staff member without it; enabled to an admin", async () => {
    signInAs('staff', ['request.all.view']);
    const page = renderPage();
    const hint = 'Needs the "Edit rules, promotions, upsells, fees and filters" permission';
    const remove = await screen.findByRole('button', { name: `Delete Fee on sale items: ${hint}` });
    expect(isDisabled(remove)).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: `Turn off Fee on sale items: ${hint}` }))).toBe(
      true,
    );
    page.unmount();

    signInAs('admin');
    renderPage();
    expect(isDisabled(await screen.findByRole('button', { name: 'Delete Fee on sale items' }))).toBe(false);
  });
});
