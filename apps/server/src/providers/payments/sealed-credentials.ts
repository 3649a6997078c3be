import { z } from 'zod';
import { seal, unseal } from '../../platform/shopify/connection/encryption';

// Provider and warehouse credentials at rest: the same AES-256-GCM sealing as the Shopify tokens, bound
// to the table and row, so a value copied into another store's row does not open.

const credentialsObject = z.record(z.string(), z.string());

export const sealCredentials = (key: Buffer, table: string, rowId: string, values: Record<string, string>) =>
  seal(key, JSON.stringify(values), `${table}:${rowId}:credentials`);

export function openCredentials(key: Buffer, table: string, rowId: string, sealed: string | null) {
  if (!sealed) return {};
  return credentialsObject.parse(JSON.parse(unseal(key, sealed, `${table}:${rowId}:credentials`)));
}
