import type { PrivacyExport } from '@roundtrip/core';
import { and, desc, eq } from 'drizzle-orm';
import { privacyExports } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import type { Storage } from '../../providers/storage/storage';

export async function listExports(deps: Deps, storeId: string): Promise<PrivacyExport[]> {
  const rows = await deps.db
    .select()
    .from(privacyExports)
    .where(eq(privacyExports.storeId, storeId))
    .orderBy(desc(privacyExports.createdAt));
  return rows.map((r) => ({
    id: r.id,
    customer_id: r.customerId,
    customer_email: r.customerEmail,
    requests: r.requests,
    size: r.size,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The export's file, for the store in the token only (another store's id: 404). */
export async function openExport(deps: Deps, storage: Storage, storeId: string, id: string) {
  const [row] = await deps.db
    .select()
    .from(privacyExports)
    .where(and(eq(privacyExports.storeId, storeId), eq(privacyExports.id, id)));
  const stream = row ? await storage.open(row.storageKey) : null;
  if (!row || !stream) throw notFound('Export not found');
  return { stream, size: row.size, name: `customer-data-${row.id}.json` };
}
