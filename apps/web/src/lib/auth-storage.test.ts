import { describe, expect, it } from 'vitest';
import { demoPayload, fakeToken } from '../test/fake-token';
import { clearAuth, decodeToken, saveStoreLogo, saveTokens, storageKeys } from './auth-storage';

describe('auth storage', () => {
  it('decodes the token payload (base64url, unicode safe)', () => {
    expect(decodeToken(fakeToken(demoPayload))).toEqual(demoPayload);
    expect(decodeToken(fakeToken({ ...demoPayload, email: 'é@x.test' }))?.email).toBe('é@x.test');
    expect(decodeToken('nonsense')).toBeNull();
    expect(decodeToken(fakeToken({ id: 1 }))).toBeNull();
  });

  it('keeps the six keys under their exact names and removes them all', () => {
    saveTokens({ token: fakeToken(demoPayload), refreshToken: 'r1' });
    saveStoreLogo('https://x.test/logo.png');
    expect(Object.keys(localStorage).sort()).toEqual(
      ['refreshToken', 'storeEmail', 'storeLogo', 'storeUrl', 'token', 'userId'].sort(),
    );
    expect(localStorage.getItem(storageKeys.userId)).toBe('user-1');
    expect(localStorage.getItem(storageKeys.storeUrl)).toBe('demo.myshopify.com');
    expect(localStorage.getItem(storageKeys.storeEmail)).toBe('owner@demo.test');
    clearAuth();
    expect(localStorage.length).toBe(0);
  });
});
