import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions/permissions';
import { API_KEY_PREFIX, apiKeyShownPrefix, isApiKey } from './api-key';
import { integrationStates } from './integrations';
import {
  APP_SCOPE_PERMISSIONS,
  APP_SCOPES,
  apiKeyRefusal,
  appPermissions,
  scopeForPermission,
} from './scopes';

describe('app scopes', () => {
  it('grant each permission through at most one scope, so a refusal names exactly one', () => {
    const granted = APP_SCOPES.flatMap((s) => APP_SCOPE_PERMISSIONS[s]);
    expect(new Set(granted).size).toBe(granted.length);
    for (const p of granted) expect(PERMISSIONS).toContain(p);
  });
  it('let a key call the routes of its scopes, name the missing scope, and keep people-only routes closed', () => {
    const all = appPermissions(APP_SCOPES);
    expect(apiKeyRefusal(['requests.read'], 'request.all.view', all)).toBeNull();
    expect(apiKeyRefusal(['requests.read'], 'request.approve', all)).toBe(
      'This API key needs the "requests.write" scope (Approve, reject, receive, inspect, archive and comment on requests)',
    );
    expect(apiKeyRefusal(APP_SCOPES, 'user.edit', all)).toMatch(/not part of the public API/);
    expect(apiKeyRefusal(APP_SCOPES, 'member', all)).toMatch(/not part of the public API/);
    expect(apiKeyRefusal([], 'public', [])).toBeNull();
    expect(apiKeyRefusal(['requests.refund'], 'request.refund', [])).toBe(
      'This API key acts for its creator, who no longer holds the "request.refund" permission',
    );
    expect(scopeForPermission('setting.integration.edit')).toBeNull();
    expect(appPermissions(['requests.read', 'requests.read'])).toEqual(['request.all.view']);
  });
  it('recognise a key by its shape and show its prefix', () => {
    const key = `${API_KEY_PREFIX}${'a'.repeat(43)}`;
    expect(isApiKey(key)).toBe(true);
    expect(isApiKey('rt_short')).toBe(false);
    expect(isApiKey('eyJhbGciOi.x.y')).toBe(false);
    expect(apiKeyShownPrefix(key)).toBe('rt_aaaaaaaa');
  });
});

describe('integration states', () => {
  it('reads connected from the facts, and never shows an unbuilt integration as connectable', () => {
    const list = integrationStates({
      couriers: ['sandbox'],
      warehouses: [],
      payments: ['stripe'],
      activeApps: 1,
      enabledWebhooks: 0,
      klaviyo: false,
    });
    const state = (key: string) => list.find((i) => i.key === key)?.state;
    expect(state('sandbox')).toBe('connected');
    expect(state('shippo')).toBe('not_connected');
    expect(state('fedex')).toBe('not_yet_supported');
    expect(state('stripe')).toBe('connected');
    expect(state('unicommerce')).toBe('not_connected');
    expect(state('fynd')).toBe('not_yet_supported');
    expect(state('apps')).toBe('connected');
    expect(state('webhooks')).toBe('not_connected');
    expect(state('klaviyo')).toBe('not_connected');
  });
});
