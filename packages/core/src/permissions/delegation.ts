import { hasPermission, type Permission, type PermissionHolder } from './permissions';

/**
 * Delegated authority has a ceiling (docs/security.md, "Delegated authority"): what a principal hands
 * out or automates (an invite's permissions, an API key's scopes, a workflow's actions) is at most what
 * it holds. The one rule behind every grant, checked when the grant is made and again when it is used.
 * A missing granter (removed from the team) holds nothing.
 */
export const beyondAuthority = (
  granter: PermissionHolder | null | undefined,
  requested: readonly Permission[],
): Permission[] => [...new Set(requested.filter((p) => !hasPermission(granter, p)))];

export const canDelegate = (
  granter: PermissionHolder | null | undefined,
  requested: readonly Permission[],
): boolean => beyondAuthority(granter, requested).length === 0;

/** The part of a grant its granter still holds: what a key or a workflow may do at the moment of use. */
export const withinAuthority = (
  granter: PermissionHolder | null | undefined,
  granted: readonly Permission[],
): Permission[] => [...new Set(granted.filter((p) => hasPermission(granter, p)))];

/** The sentence of a grant refused for exceeding its granter's authority. */
export const delegationRefusal = (missing: readonly Permission[]): string =>
  `You can only automate or hand out what you can do yourself: you do not hold ${missing.map((p) => `"${p}"`).join(', ')}`;
