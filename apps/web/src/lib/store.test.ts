import type { DashboardResponse } from '@roundtrip/core';
import { describe, expect, it } from 'vitest';
import { createStore, initialState, reducer } from './store';

const dashboard = { store_name: 'Demo', store_logo: 'https://x.test/l.png' } as DashboardResponse;

describe('global state reducer', () => {
  it('defaults the user permissions to the spec pair', () => {
    expect(initialState.userPermissions).toEqual(['setting.policy.all', 'request.all.view']);
    expect(initialState.isAuthenticated).toBe(false);
  });

  it('authenticates on a non-empty user and not on an empty one', () => {
    const signedIn = reducer(initialState, { type: 'setUser', payload: { id: '1', email: 'a@b.co' } });
    expect(signedIn.isAuthenticated).toBe(true);
    expect(signedIn.user).toEqual({ id: '1', email: 'a@b.co' });
    const empty = reducer(signedIn, { type: 'setUser', payload: {} });
    expect(empty.isAuthenticated).toBe(false);
    expect(empty.user).toEqual({});
  });

  it('takes permissions from a full user', () => {
    const s = reducer(initialState, {
      type: 'setUser',
      payload: { id: '1', permissions: ['request.all.view'] },
    });
    expect(s.userPermissions).toEqual(['request.all.view']);
  });

  it('reset clears authentication, user and paid services', () => {
    let s = reducer(initialState, { type: 'setUser', payload: { id: '1' } });
    s = reducer(s, { type: 'setPaidServices', payload: [{ id: 'x' }] });
    s = reducer(s, { type: 'resetUser' });
    expect(s.isAuthenticated).toBe(false);
    expect(s.user).toEqual({});
    expect(s.paidServices).toEqual([]);
  });

  it('errors stop loading; clearing empties them', () => {
    let s = reducer(initialState, { type: 'loadingStart' });
    expect(s.loading).toBe(true);
    s = reducer(s, { type: 'setErrors', payload: { message: 'bad' } });
    expect(s).toMatchObject({ loading: false, errors: { message: 'bad' } });
    s = reducer(reducer(s, { type: 'loadingStart' }), { type: 'clearErrors' });
    expect(s).toMatchObject({ loading: false, errors: {} });
    expect(reducer(reducer(s, { type: 'loadingStart' }), { type: 'loadingStop' }).loading).toBe(false);
  });

  it('receiving the dashboard stops loading and keeps the logo', () => {
    const s = reducer({ ...initialState, loading: true }, { type: 'dashboardReceived', payload: dashboard });
    expect(s).toMatchObject({ loading: false, dashboard, store_logo: 'https://x.test/l.png' });
  });

  it('store setup shows steps; remove hides them', () => {
    const hidden = reducer(initialState, { type: 'removeStoreSetup' });
    expect(hidden.KeepShowingDashboardSteps).toBe(false);
    const shown = reducer(hidden, { type: 'updateStoreSetup', payload: dashboard });
    expect(shown).toMatchObject({ KeepShowingDashboardSteps: true, dashboard });
  });

  it('toggles the hotkey dialog', () => {
    const once = reducer(initialState, { type: 'toggleHotKeyDialog' });
    expect(once.showHotKeyDialog).toBe(true);
    expect(reducer(once, { type: 'toggleHotKeyDialog' }).showHotKeyDialog).toBe(false);
  });

  it('showing a toast sets message and error flag and stops loading; dismiss clears', () => {
    const s = reducer(
      { ...initialState, loading: true },
      { type: 'showToast', payload: { message: 'Nope', error: true } },
    );
    expect(s).toMatchObject({ showToast: true, toastMsg: 'Nope', toastError: true, loading: false });
    expect(s.toastOptions.seq).toBe(1);
    const d = reducer(s, { type: 'dismissToast' });
    expect(d).toMatchObject({ showToast: false, toastMsg: '', toastError: false });
  });

  it('connected stores come from docs and total', () => {
    const s = reducer(initialState, {
      type: 'connectedStoresReceived',
      payload: { docs: [{ id: 'a' }, { id: 'b' }], total: 7 },
    });
    expect(s.connectedStores).toEqual({ storeList: [{ id: 'a' }, { id: 'b' }], totalStores: 7 });
  });

  it('opens and closes the error modal, banners and downgrade modal', () => {
    let s = reducer(initialState, { type: 'openErrorModal', payload: { message: 'Boom' } });
    expect(s.errorModal).toMatchObject({ open: true, message: 'Boom' });
    s = reducer(s, { type: 'closeErrorModal' });
    expect(s.errorModal.open).toBe(false);
    s = reducer(s, { type: 'setTopupBanner', payload: true });
    s = reducer(s, { type: 'setFreetrialBanner', payload: true });
    expect(s).toMatchObject({ showTopupBanner: true, showFreetrialBanner: true });
    s = reducer(s, { type: 'openDowngradeModal', payload: { plan: 'free' } });
    expect(s.downgradePlan).toEqual({ showDowngradeModal: true, selectedPlanData: { plan: 'free' } });
    s = reducer(s, { type: 'closeDowngradeModal' });
    expect(s.downgradePlan.showDowngradeModal).toBe(false);
  });
});

describe('external store', () => {
  it('notifies subscribers on change', () => {
    const store = createStore();
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.dispatch({ type: 'loadingStart' });
    off();
    store.dispatch({ type: 'loadingStop' });
    expect(calls).toBe(1);
    expect(store.getState().loading).toBe(false);
  });
});
