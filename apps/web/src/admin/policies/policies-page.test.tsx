import { isFeatureUnlocked, POLICY_BLOCKS, parsePolicySettings, requiredTier } from '@roundtrip/core';
import { Frame } from '@shopify/polaris';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../lib/store';
import { PolarisRoot } from '../../polaris/polaris-root';
import { createQueryClient } from '../admin-app';
import PoliciesPage from './policies-page';

const PLAN = 'FREE_ONBOARD';
const response = (setting = parsePolicySettings({})) => ({
  setting,
  portal: { handle: 'demo-store', handle_is_default: true, brand_color: '', language: 'en' },
  plan: { name: PLAN, tier: 'free' },
  blocks: POLICY_BLOCKS.map((b) => ({
    id: b.id,
    title: b.title,
    help: b.help,
    fields: [...b.fields],
    feature: b.feature,
    required_plan: b.feature ? requiredTier(b.feature) : null,
    locked: b.feature ? !isFeatureUnlocked(PLAN, b.feature) : false,
    rules: b.rules,
  })),
});

let fetchMock: ReturnType<typeof vi.fn>;
const figures = (allowed: number, refused: number, refund: string, exchanges = 0) => ({
  allowed,
  refused,
  refund,
  fees: '0.00',
  credit_kept: '0.00',
  exchanges,
});
const SIMULATED = {
  currency: 'INR',
  months: [
    {
      month: '2026-10',
      not_replayable: 1,
      current: figures(5, 0, '6000.00'),
      proposed: figures(3, 2, '4800.00'),
      delta: figures(-2, 2, '-1200.00'),
    },
    {
      month: '2026-11',
      not_replayable: 0,
      current: figures(1, 0, '900.00'),
      proposed: figures(1, 0, '900.00'),
      delta: figures(0, 0, '0.00'),
    },
  ],
};
let simulateAnswer: (body: unknown) => Response;
let dropOffPlaces: { active: boolean }[] = [];
const place = (active: boolean) => ({
  id: crypto.randomUUID(),
  name: 'Indiranagar',
  address: '100 Feet Road',
  opening_hours: '',
  map_url: '',
  translations: {},
  active,
});
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === 'POST');

beforeEach(() => {
  simulateAnswer = () => Response.json(SIMULATED);
  act(() => appStore.dispatch({ type: 'setStoreLogo', payload: 'https://cdn.test/logo.png' }));
  dropOffPlaces = [];
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/setting/v1') return Response.json(response());
    if (url === '/api/setting/v1/update' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return Response.json(response(parsePolicySettings({ ...body })));
    }
    if (url === '/api/setting/v1/policy/simulate') return simulateAnswer(JSON.parse(String(init.body)));
    if (url === '/api/setting/v1/drop-off-places') return Response.json({ docs: dropOffPlaces });
    if (url.includes('-rule/v1') || url.includes('/product-filter/v1') || url.includes('/promotion/v1'))
      return Response.json({ docs: [], total: 0, page: 1, limit: 100 });
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => appStore.dispatch({ type: 'setStoreLogo', payload: '' }));
});

function renderPage() {
  return render(
    <MemoryRouter>
      <PolarisRoot>
        <Frame logo={{ contextualSaveBarSource: 'https://cdn.test/logo.png', width: 104 }}>
          <QueryClientProvider client={createQueryClient()}>
            <PoliciesPage />
          </QueryClientProvider>
        </Frame>
      </PolarisRoot>
    </MemoryRouter>,
  );
}

const block = async (name: string) => within(await screen.findByRole('region', { name }));
const shown = () => POLICY_BLOCKS.filter((b) => b.id !== 'create_exchange_rule');

// About 30 Polaris cards render in jsdom; on a busy machine that alone can pass the 5 s default.
describe('policies page', { timeout: 20_000 }, () => {
  it('groups every block once under a left index, each saying what the shopper sees', async () => {
    renderPage();
    for (const b of shown()) expect(await screen.findByRole('region', { name: b.title })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Create new exchange rule' })).toBeNull();
    const index = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(index).getByRole('button', { name: 'Returns (9)' })).toBeTruthy();
    expect(within(index).getByRole('button', { name: 'Shopper portal (1)' })).toBeTruthy();
    const window = await block('Return window');
    expect(window.getByText(POLICY_BLOCKS[0]?.help ?? '')).toBeTruthy();
    expect(window.getByText(/until the window closes/)).toBeTruthy();
    // No save bar until something changes.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('searches every setting', async () => {
    renderPage();
    await block('Return window');
    fireEvent.change(screen.getByLabelText('Search settings'), { target: { value: 'gift' } });
    expect(screen.getByRole('region', { name: 'Gift returns' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Return window' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search settings'), { target: { value: 'zzz' } });
    expect(screen.getByText('No settings match "zzz".')).toBeTruthy();
  });

  it('refuses a negative window with a field message and sends nothing', async () => {
    renderPage();
    const window = await block('Return window');
    fireEvent.change(window.getByLabelText('Return window'), { target: { value: '-3' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await window.findByText('The window cannot be negative')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('one save bar with the store logo sends only the changed fields of every section', async () => {
    renderPage();
    const window = await block('Return window');
    fireEvent.change(window.getByLabelText('Return window'), { target: { value: '14' } });
    const prefix = await block('Exchange order prefix and suffix');
    fireEvent.change(prefix.getByLabelText('Prefix'), { target: { value: 'EX-' } });
    await screen.findByRole('button', { name: 'Save' });
    const logo = document.querySelector<HTMLImageElement>('img[src="https://cdn.test/logo.png"]');
    expect(logo?.style.width).toBe('104px');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [, init] = posts()[0] ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      return_window_days: 14,
      exchange_order_prefix: 'EX-',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('opens the upsell modal instead of switching on a Grow block on the free plan', async () => {
    renderPage();
    const other = await block('Exchange with other products');
    fireEvent.click(other.getByLabelText('Allow exchange with other products'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Exchange with other products')).toBeTruthy();
    expect(within(dialog).getByText('Grow plan')).toBeTruthy();
    expect(within(dialog).getByText(/^\$\d+\.\d{2}\/month$/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Grow plan' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Compare plans' })).toBeTruthy();
    expect((other.getByLabelText('Allow exchange with other products') as HTMLInputElement).checked).toBe(
      false,
    );
    expect(posts()).toHaveLength(0);
  });

  it('prompts for a drop-off place while drop-off is offered and the store has no active place', async () => {
    dropOffPlaces = [place(false)];
    renderPage();
    const modes = await block('Refund modes');
    const prompt = await modes.findByText(
      'Shoppers see drop-off only once your store has a place to drop the parcel off at.',
    );
    expect(prompt).toBeTruthy();
    expect(modes.getByRole('link', { name: 'Add drop-off place' }).getAttribute('href')).toBe(
      '/admin/settings/drop-off-places',
    );
    fireEvent.click(modes.getByLabelText('Drop-off by the shopper'));
    await waitFor(() => expect(modes.queryByRole('link', { name: 'Add drop-off place' })).toBeNull());
  });

  it('does not prompt once an active place exists', async () => {
    dropOffPlaces = [place(true)];
    renderPage();
    const modes = await block('Refund modes');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/setting/v1/drop-off-places')).toBe(true),
    );
    expect(modes.queryByRole('link', { name: 'Add drop-off place' })).toBeNull();
  });
});

describe('markets section', { timeout: 20_000 }, () => {
  it('adds a market with its countries and terms, and sends it with the save bar', async () => {
    renderPage();
    const markets = await block('Market terms');
    expect(markets.getByText('No markets: every order follows the settings above.')).toBeTruthy();
    fireEvent.click(markets.getByRole('button', { name: 'Add market' }));
    const card = within(await markets.findByRole('group', { name: 'Market 1' }));
    fireEvent.change(card.getByLabelText('Market name'), { target: { value: 'Europe' } });
    fireEvent.change(within(markets.getByRole('group', { name: 'Europe' })).getByLabelText('Countries'), {
      target: { value: 'de, fr' },
    });
    const europe = within(markets.getByRole('group', { name: 'Europe' }));
    fireEvent.change(europe.getByLabelText('Return window'), { target: { value: '14' } });
    fireEvent.change(europe.getByLabelText('Return fee'), { target: { value: '5.00' } });
    fireEvent.click(europe.getByLabelText('Store credit'));
    fireEvent.change(europe.getByLabelText('Final-sale product tags'), { target: { value: 'outlet' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [, init] = posts()[0] ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      markets: [
        {
          name: 'Europe',
          countries: ['DE', 'FR'],
          overrides: {
            return_window_days: 14,
            return_fee: '5.00',
            refund_modes: ['store_credit'],
            final_sale: { product_tags: ['outlet'], collection_ids: [] },
          },
        },
      ],
    });
  });

  it('shows the contract message on a bad country and sends nothing', async () => {
    renderPage();
    const markets = await block('Market terms');
    fireEvent.click(markets.getByRole('button', { name: 'Add market' }));
    const card = within(await markets.findByRole('group', { name: 'Market 1' }));
    fireEvent.change(card.getByLabelText('Market name'), { target: { value: 'Nowhere' } });
    const nowhere = within(markets.getByRole('group', { name: 'Nowhere' }));
    fireEvent.change(nowhere.getByLabelText('Countries'), { target: { value: 'ZZ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await nowhere.findByText('Use ISO country codes, like IN or US')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });
});

describe('preview the effect', { timeout: 20_000 }, () => {
  it('replays the unsaved window over the chosen months and shows the change per month', async () => {
    renderPage();
    const window = await block('Return window');
    fireEvent.change(window.getByLabelText('Return window'), { target: { value: '14' } });
    const preview = await block('Preview the effect');
    fireEvent.change(preview.getByLabelText('Look back'), { target: { value: '12' } });
    fireEvent.click(preview.getByRole('button', { name: 'Preview the effect' }));
    const table = within(await preview.findByRole('table'));
    const [, init] = posts().find(([url]) => url === '/api/setting/v1/policy/simulate') ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      policy: { return_window_days: 14 },
      months: 12,
    });
    expect(table.getByRole('columnheader', { name: 'Refused' })).toBeTruthy();
    const october = within(table.getByRole('row', { name: /Oct 2026/ }));
    expect(october.getByText('-2')).toBeTruthy();
    expect(october.getByText('+2')).toBeTruthy();
    expect(october.getByText('-₹1,200.00')).toBeTruthy();
    expect(october.getByText('6')).toBeTruthy();
    expect(table.getByRole('row', { name: /Nov 2026/ })).toBeTruthy();
    expect(preview.getByText(/1 older requests were made before/)).toBeTruthy();
    // Previewing saves nothing: the save bar is still there with the change.
    expect(posts().filter(([url]) => url === '/api/setting/v1/update')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it("shows the server's message when the preview is refused", async () => {
    simulateAnswer = () =>
      Response.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Look back at most 12 months',
          fields: { months: 'Look back at most 12 months' },
        },
        { status: 400 },
      );
    renderPage();
    const preview = await block('Preview the effect');
    fireEvent.click(preview.getByRole('button', { name: 'Preview the effect' }));
    expect(await preview.findByText('Look back at most 12 months')).toBeTruthy();
    expect(preview.queryByRole('table')).toBeNull();
  });
});
