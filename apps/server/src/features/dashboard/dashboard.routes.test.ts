import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('dashboard on %s', (kind) => {
  const t = useTestApp(kind);

  it('returns the store, plan and current user fields of the spec', async () => {
    const store = await createStore(t.database.db, {
      domain: 'shop.myshopify.com',
      name: 'Shop',
      logoUrl: 'https://cdn.example/logo.png',
      currency: 'INR',
      country: 'IN',
      planName: 'grow_monthly',
      planPrice: '19.99',
      freeTrialUsed: true,
      policySettings: { return_window_days: 30, shopify_policy_enable_payment_capture: true },
      installedAt: new Date('2026-01-02T03:04:05.000Z'),
    });
    const user = await createUser(t.database.db, store.id, { name: 'Asha', userType: 'staff' });
    const { token } = await logInAs(t.app, store, user);
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/v1', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      store_logo: 'https://cdn.example/logo.png',
      store_name: 'Shop',
      currency: 'INR',
      free_trial_end: null,
      free_trial_used: true,
      free_trial_v2_used: false,
      shopify_access_refused_at: null,
      policySettings: { return_window_days: 30, shopify_policy_enable_payment_capture: true },
      setting: { return_window_days: 30, shopify_policy_enable_payment_capture: true },
      user: {
        id: user.id,
        email: user.email,
        name: 'Asha',
        user_type: 'staff',
        store: 'shop.myshopify.com',
        installed_at: '2026-01-02T03:04:05.000Z',
        permissions: ['setting.policy.all', 'request.all.view'],
        plan: { name: 'grow_monthly', price: 19.99 },
        properties: { country: 'IN' },
      },
    });
    expect(res.body).not.toContain('password');
  });
});
