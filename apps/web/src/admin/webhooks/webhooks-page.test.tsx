import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { appStore } from '../../lib/store';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs } from '../../test/signed-in';
import { createQueryClient } from '../admin-app';
import WebhooksPage from './webhooks-page';

const ID = '11111111-1111-4111-8111-111111111111';
const MSG = `msg_${'a'.repeat(32)}`;
const endpoint = {
  id: ID,
  url: 'https://erp.example.com/hooks',
  topics: ['request.approved'],
  enabled: false,
  disabled_reason: 'gone',
  failing_since: null,
  previous_secret_expires_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const attempt = {
  id: '22222222-2222-4222-8222-222222222222',
  delivery_id: MSG,
  topic: 'request.approved',
  attempt: 1,
  response_status: 410,
  latency_ms: 12,
  response_excerpt: 'gone',
  delivery_status: 'failed',
  next_attempt_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

let calls: string[];
beforeEach(() => {
  calls = [];
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  act(() => appStore.dispatch({ type: 'setUser', payload: demoPayload }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/webhook/v1/list') return Response.json({ docs: [endpoint] });
      if (url === '/api/webhook-topic/v1/list')
        return Response.json({ topics: ['request.created', 'request.approved'] });
      if (url.startsWith(`/api/webhook-log/v1/get/${ID}`))
        return Response.json({ docs: [attempt], total: 1, page: 1, limit: 50 });
      if (url === `/api/app-integration/v1/generate-secret-key/${ID}`)
        return Response.json({ secret: 'whsec_new', previous_secret_expires_at: '2026-11-02T10:00:00.000Z' });
      if (url === `/api/webhook-log/v1/replay/${MSG}`) return Response.json({ delivery_id: MSG });
      if (url === '/api/webhook/v1/create') {
        const message = 'Webhooks cannot be sent to private, loopback or link-local addresses';
        return Response.json(
          { message, code: 'VALIDATION_FAILED', fields: { url: message } },
          { status: 400 },
        );
      }
      return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => appStore.dispatch({ type: 'resetUser' }));
});

function renderPage() {
  return render(
    <PolarisRoot>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <WebhooksPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );
}

describe('webhooks page', () => {
  it('shows why an endpoint is off, its log with replay, a rotated secret and a refused address', async () => {
    renderPage();
    await screen.findByText('https://erp.example.com/hooks');
    expect(screen.getByText('Off: the receiver answered 410 Gone')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delivery log' }));
    fireEvent.click(await screen.findByRole('button', { name: `Replay ${MSG}` }));
    await vi.waitFor(() => expect(calls).toContain(`POST /api/webhook-log/v1/replay/${MSG}`));

    fireEvent.click(screen.getByRole('button', { name: 'Rotate secret' }));
    expect(((await screen.findByLabelText('Secret')) as HTMLInputElement).value).toBe('whsec_new');

    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: 'http://169.254.169.254/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(
      await screen.findAllByText('Webhooks cannot be sent to private, loopback or link-local addresses'),
    ).not.toHaveLength(0);
  });

  it('shows the endpoint changes disabled, naming the permission, to a staff member without it; enabled to an admin', async () => {
    signInAs('staff', ['request.all.view']);
    const page = renderPage();
    await screen.findByText('https://erp.example.com/hooks');
    const hint = 'Needs the "Manage webhooks" permission';
    for (const name of ['Reveal secret', 'Rotate secret', 'Turn on', 'Delete', 'Add endpoint'])
      expect(isDisabled(screen.getByRole('button', { name: `${name}: ${hint}` }))).toBe(true);
    page.unmount();

    signInAs('admin');
    renderPage();
    await screen.findByText('https://erp.example.com/hooks');
    for (const name of ['Reveal secret', 'Rotate secret', 'Turn on', 'Delete'])
      expect(isDisabled(screen.getByRole('button', { name }))).toBe(false);
  });
});
