import type { RequestDetailResponse } from '@roundtrip/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { renderAdminPage } from '../../../test/admin-page';
import { demoPayload, fakeToken } from '../../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../../test/signed-in';
import { RiskCard } from './risk-card';

const ID = '8b0c6a3e-0b8e-4a57-9d7a-2f1a2b3c4d5e';
const risk: NonNullable<RequestDetailResponse['risk']> = {
  score: 40,
  level: 'medium',
  signals: [
    { code: 'address_reuse', points: 20, detail: 'Return address used by 2 other customers' },
    { code: 'returns_ratio', points: 20, detail: '4 requests on 5 orders' },
  ],
  verdict: null,
};
// Only what the card reads of the request page's answer.
const request = (r: RequestDetailResponse['risk']) => ({ id: ID, risk: r }) as RequestDetailResponse;

let verdicts: unknown[] = [];
beforeEach(() => {
  verdicts = [];
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === `/api/return-exchange/v1/${ID}/risk-verdict` && init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        verdicts.push(body);
        return Response.json({ ...risk, verdict: body.verdict });
      }
      return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('return risk card', () => {
  it('shows the level, the score and each signal with its points, and marks the request fraud', async () => {
    signInAs('admin');
    renderAdminPage(<RiskCard request={request(risk)} />);
    expect(screen.getByText('Medium risk · 40/100')).toBeTruthy();
    const signals = screen.getByRole('list', { name: 'Risk signals' });
    expect(signals.textContent).toContain('Return address used by 2 other customers (+20)');
    expect(signals.textContent).toContain('4 requests on 5 orders (+20)');
    fireEvent.click(screen.getByRole('button', { name: 'Mark fraud' }));
    await waitFor(() => expect(verdicts).toEqual([{ verdict: 'fraud' }]));
  });

  it('says which verdict was given, and locks both buttons without the rules permission', () => {
    signInAs('staff', ['request.all.view', 'request.edit']);
    renderAdminPage(<RiskCard request={request({ ...risk, verdict: 'fraud' })} />);
    expect(screen.getByText('You marked this request as fraud.')).toBeTruthy();
    const hint = 'Needs the "Edit rules, promotions, upsells, fees and filters" permission';
    expect(isDisabled(screen.getByRole('button', { name: `Mark safe: ${hint}` }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: `Mark fraud: ${hint}` }))).toBe(true);
  });

  it('shows nothing for a request made before scoring', () => {
    signInAs('admin');
    const { container } = renderAdminPage(<RiskCard request={request(null)} />);
    expect(container.textContent).not.toContain('Return risk');
  });
});
