// Apps, their API keys and the Integrations page: docs/apps.md.
import { z } from 'zod';
import { INTEGRATION_KINDS, INTEGRATION_STATES } from '../apps/integrations';
import { APP_SCOPES } from '../apps/scopes';
import { uuid } from './shared';

export const appScope = z.enum(APP_SCOPES);
export const appParams = z.object({ id: uuid });

const appFields = {
  name: z.string().trim().min(1, 'Name is required').max(80),
  description: z.string().trim().max(500).default(''),
  scopes: z.array(appScope).min(1, 'Choose at least one scope').max(APP_SCOPES.length),
};

/** POST /app/v1/create-app. */
export const createAppBody = z.object(appFields);
export type CreateAppBody = z.input<typeof createAppBody>;
export type CreateApp = z.infer<typeof createAppBody>;

/** POST /app/v1/update-app: the key stays; only what it may do changes. */
export const updateAppBody = z.object({ id: uuid, ...appFields });
export type UpdateAppBody = z.input<typeof updateAppBody>;
export type UpdateApp = z.infer<typeof updateAppBody>;

export const appView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  scopes: z.array(appScope),
  /** The key's first characters, to tell keys apart; the key itself is never shown again. */
  key_prefix: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppView = z.infer<typeof appView>;

/** Creation and integrate-app (a new key): the only answers that carry the key, once. */
export const appWithKey = appView.extend({ api_key: z.string() });
export type AppWithKey = z.infer<typeof appWithKey>;

export const appList = z.object({ docs: z.array(appView) });

/** GET /app-permission/v1/get-permission. */
export const appPermissionList = z.object({
  docs: z.array(z.object({ scope: appScope, label: z.string(), permissions: z.array(z.string()) })),
});

export const deletedApp = z.object({ id: z.string(), deleted: z.literal(true) });

/** GET /integrations/v1/list. */
export const integrationView = z.object({
  kind: z.enum(INTEGRATION_KINDS),
  key: z.string(),
  name: z.string(),
  state: z.enum(INTEGRATION_STATES),
  page: z.string(),
});
export type IntegrationView = z.infer<typeof integrationView>;
export const integrationListResponse = z.object({ docs: z.array(integrationView) });
