import { auditChanges, type PolicyUpdateBody } from '@roundtrip/core';
import {
  AUTOMATION_KEYS,
  lockedChanges,
  policySettingsSchema,
  READ_ONLY_KEYS,
  storedStorePolicy,
  validStoredValues,
} from '@roundtrip/core/policy';
import { catalogueIds } from '@roundtrip/core/rules';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../../audit/record-audit';
import { type StoreRow, stores } from '../../../db/schema';
import { asOwner } from '../../../db/tenant-scope';
import type { Deps } from '../../../deps';
import { AppError, notFound } from '../../../errors';
import { gatingPlan } from '../../../store/billing';
import type { AuthContext } from '../../auth/authenticate';
import { checkCatalogueRefs, emptyRefs } from '../../rules/check-catalogue';
import { policyViewOf } from './policy-view';

type ParsedBody = Omit<PolicyUpdateBody, never> & Record<string, unknown>;
/** 'merge' (POST /update): only the fields sent change. 'replace' (PUT /policy): fields not sent go back to defaults. */
export type UpdateMode = 'merge' | 'replace';

const KEPT_ON_REPLACE = new Set<string>([...AUTOMATION_KEYS, ...READ_ONLY_KEYS]);
const KNOWN = new Set(Object.keys(policySettingsSchema.shape));

export async function updatePolicySettings(
  deps: Deps,
  auth: AuthContext,
  body: ParsedBody,
  mode: UpdateMode,
) {
  const storeId = auth.storeId;
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  const { portal_handle, brand_color, language, ...policy } = body;

  const locked = lockedChanges(
    gatingPlan(deps.config, store),
    { ...store.policySettings, language: store.language },
    body,
  );
  if (locked[0]) {
    throw new AppError(
      'PLAN_REQUIRED',
      locked[0].message,
      Object.fromEntries(locked.map((l) => [l.field, l.message])),
    );
  }
  await checkRestrictionIds(deps, storeId, policy);
  if (portal_handle !== undefined) await checkHandleFree(deps, store, portal_handle);

  // A stored value that no longer validates is dropped rather than blocking every later save.
  const stored = validStoredValues(store.policySettings);
  const storedClean = Object.keys(stored).length === Object.keys(store.policySettings).length;
  const next = mode === 'merge' ? { ...stored, ...policy } : replaced(stored, policy);
  const parsed = policySettingsSchema.safeParse(next);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    throw new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid settings', fields);
  }

  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(stores)
      .set({
        // merge: one atomic JSONB merge, so two save bars saving different blocks at once both land
        policySettings:
          mode === 'merge' && storedClean
            ? sql`${stores.policySettings} || ${JSON.stringify(policy)}::jsonb`
            : next,
        ...(portal_handle !== undefined && { portalHandle: portal_handle }),
        ...(brand_color !== undefined && { brandColor: brand_color }),
        ...(language !== undefined && { language }),
        updatedAt: deps.clock(),
      })
      .where(eq(stores.id, storeId))
      .returning();
    if (!row) throw notFound('Store not found');
    const changes = auditChanges(audited(store), audited(row));
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, auth, {
        at: deps.clock(),
        action: 'policy.updated',
        subjectId: storeId,
        details: { mode, changes },
      });
    return row;
  });
  return policyViewOf(deps.config, updated);
}

/** The policy as the audit log compares it: the page's values and the portal's address, colour and language. */
const audited = (s: StoreRow): Record<string, unknown> => ({
  ...storedStorePolicy(s.policySettings),
  portal_handle: s.portalHandle,
  brand_color: s.brandColor,
  language: s.language,
});

/** Automation, read-only and unknown (newer) keys survive a replace; the policy blocks are the body. */
function replaced(stored: Record<string, unknown>, policy: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.entries(stored).filter(([k]) => KEPT_ON_REPLACE.has(k) || !KNOWN.has(k));
  return { ...Object.fromEntries(kept), ...policy };
}

async function checkRestrictionIds(deps: Deps, storeId: string, policy: Record<string, unknown>) {
  const refs = emptyRefs();
  for (const key of ['restrict_return_orders', 'restrict_exchange_orders'] as const) {
    const block = catalogueIds.parse(policy[key]);
    for (const [i, id] of block.product_ids.entries())
      refs.products.push({ field: `${key}.product_ids.${i}`, id });
    for (const [i, id] of block.collection_ids.entries())
      refs.collections.push({ field: `${key}.collection_ids.${i}`, id });
  }
  await checkCatalogueRefs(deps, storeId, refs);
}

/**
 * A handle is taken by another store's own handle, or by another store's shop name while it has none.
 * Other stores' rows are behind the row-level wall: this check looks past it, as the owner.
 */
async function checkHandleFree(deps: Deps, store: StoreRow, handle: string) {
  const [other] = await asOwner(() =>
    deps.db
      .select({ id: stores.id })
      .from(stores)
      .where(
        and(
          ne(stores.id, store.id),
          or(
            eq(stores.portalHandle, handle),
            and(isNull(stores.portalHandle), eq(stores.domain, `${handle}.myshopify.com`)),
          ),
        ),
      )
      .limit(1),
  );
  if (other) {
    const message = 'This portal address is taken, please choose another';
    throw new AppError('VALIDATION_FAILED', message, { portal_handle: message });
  }
}
