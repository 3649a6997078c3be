import { type AppScope, scopesBeyond } from '@roundtrip/core/apps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { holderOf } from '../auth/require-permission';

/** 403 naming the scopes the caller may not give a key: those whose permissions they do not all hold. */
export function refuseScopesBeyond(auth: AuthContext, scopes: readonly AppScope[]): void {
  const refused = scopesBeyond(holderOf(auth), scopes);
  if (refused.length === 0) return;
  const message = `An API key can only do what you can do yourself: you cannot grant ${refused.map((s) => `"${s}"`).join(', ')}`;
  throw new AppError('FORBIDDEN', message, { scopes: message });
}
