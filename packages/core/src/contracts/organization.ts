import { z } from 'zod';
import { organizationMessages } from '../organization/link-rules';
import { uuid } from './shared';

// Organisation (docs/stores.md): linked stores (parent and children) and switching between them.

/** The store list's first load is page 1, limit 20. */
export const organizationListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'Limit must be from 1 to 100' }).int().min(1).max(100).default(20),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuery>;

export const connectedStore = z.object({
  /** The link as this store sees it: PATCH switches to the store, DELETE unlinks it. */
  id: z.string(),
  store: z.string(),
  name: z.string(),
  relation: z.enum(['parent', 'child']),
  /** Whether the signed-in user is a member of that store (a switch would be granted). */
  can_switch: z.boolean(),
  created_at: z.string(),
});
export type ConnectedStore = z.infer<typeof connectedStore>;

/** connectedStores takes storeList from `docs` and totalStores from `total`. */
export const organizationListResponse = z.object({
  docs: z.array(connectedStore),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OrganizationListResponse = z.infer<typeof organizationListResponse>;

/**
 * Linking proves control of the other store: the access token of an admin signed in there (the page
 * signs in through the ordinary login, so its throttle and checks apply).
 */
export const linkStoreBody = z.object({
  store_token: z
    .string({ error: organizationMessages.otherToken })
    .regex(/^[A-Za-z0-9_\-.]{20,4000}$/, organizationMessages.otherToken),
});
export type LinkStoreBody = z.infer<typeof linkStoreBody>;

export const organizationIdParams = z.object({ id: uuid });

/** A store switch: a new login into the other store, as the member the user is there. */
export const switchStoreResponse = z.object({
  token: z.string(),
  refresh_token: z.string(),
  store: z.string(),
});
export type SwitchStoreResponse = z.infer<typeof switchStoreResponse>;
