import type { AppView } from '@roundtrip/core';
import type { AppRow } from '../../db/schema';

/** An app as the page shows it: never the key, only its prefix. */
export const appView = (r: AppRow): AppView => ({
  id: r.id,
  name: r.name,
  description: r.description,
  scopes: r.scopes,
  key_prefix: r.keyPrefix,
  active: r.active,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
