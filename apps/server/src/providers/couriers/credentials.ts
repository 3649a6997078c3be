import { z } from 'zod';
import { seal, unseal } from '../../platform/shopify/connection/encryption';

// A courier's credentials are one sealed JSON object; the context names the store and the courier, so a
// value copied to another row does not open.
const contextOf = (storeId: string, courier: string) => `courier_connections:${storeId}:${courier}`;
const stored = z.record(z.string(), z.string());

export const sealCredentials = (
  key: Buffer,
  storeId: string,
  courier: string,
  values: Record<string, string>,
) => seal(key, JSON.stringify(values), contextOf(storeId, courier));

export const openCredentials = (key: Buffer, storeId: string, courier: string, sealed: string) =>
  stored.parse(JSON.parse(unseal(key, sealed, contextOf(storeId, courier))));
