import { describe, expect, it } from 'vitest';
import { demoPayload, fakeToken } from '../test/fake-token';
import { restoreSession, safeRedirect } from './session';
import { createStore } from './store';

describe('restoreSession', () => {
  it('re-authenticates from a stored token and refills id, store and email', () => {
    localStorage.setItem('token', fakeToken(demoPayload));
    localStorage.setItem('storeLogo', 'https://x.test/l.png');
    const store = createStore();
    expect(restoreSession(store)).toBe(true);
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      user: demoPayload,
      store_logo: 'https://x.test/l.png',
    });
  });

  it('stays signed out without a readable token', () => {
    const store = createStore();
    expect(restoreSession(store)).toBe(false);
    localStorage.setItem('token', 'garbage');
    expect(restoreSession(store)).toBe(false);
    expect(store.getState().isAuthenticated).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/admin/settings/general')).toBe('/admin/settings/general');
    expect(safeRedirect(null)).toBe('/admin/dashboard');
    expect(safeRedirect('https://evil.test')).toBe('/admin/dashboard');
    expect(safeRedirect('//evil.test')).toBe('/admin/dashboard');
    expect(safeRedirect('/user/login?session=expired')).toBe('/admin/dashboard');
  });
});
