import type { addTagBody } from '@roundtrip/core';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../../db/client';
import { requestTags } from '../../../db/schema';
import type { Deps } from '../../../deps';
import type { AuthContext } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import { actOnRequest } from '../act-on-request';
import { findRequest } from '../lock-request';

type TagInput = z.output<typeof addTagBody>;

/**
 * Adds a tag (once: tags are a set, compared case-insensitively). A caller that may deliver the same
 * call twice (a Flow run) passes a key, so the timeline records the tagging once.
 */
export async function addTag(deps: Deps, auth: AuthContext, input: TagInput, idempotencyKey?: string) {
  const { replayed } = await actOnRequest(
    deps,
    auth,
    { requestId: input.request_id, action: 'add_tag', permission: 'request.edit', idempotencyKey },
    ({ request }) => {
      const has = request.tags.some((t) => t.toLowerCase() === input.tag.toLowerCase());
      return {
        patch: has ? {} : { tags: [...request.tags, input.tag] },
        event: { type: 'tag', message: `Tagged ${input.tag}`, data: { tag: input.tag } },
      };
    },
  );
  const r = await findRequest(deps.db, auth.storeId, input.request_id);
  return { id: r.id, tags: r.tags, replayed };
}

export async function removeTag(deps: Deps, auth: AuthContext, input: TagInput) {
  await actOnRequest(
    deps,
    auth,
    { requestId: input.request_id, action: 'remove_tag', permission: 'request.edit' },
    ({ request }) => ({
      patch: { tags: request.tags.filter((t) => t.toLowerCase() !== input.tag.toLowerCase()) },
      event: { type: 'tag_removed', message: `Untagged ${input.tag}`, data: { tag: input.tag } },
    }),
  );
  const r = await findRequest(deps.db, auth.storeId, input.request_id);
  return { id: r.id, tags: r.tags };
}

/** The tag picker's most tags. */
const MOST_TAGS = 500;

/**
 * Every tag used on the store's requests, sorted. Read from `request_tags` by a skip scan (one index
 * descent per distinct tag): unnesting the tags of every request read the whole store at each list load.
 */
export async function storeTags(deps: Deps, auth: AuthContext): Promise<{ tags: string[] }> {
  requirePermission(auth, 'request.all.view');
  const store = eq(requestTags.storeId, auth.storeId);
  const rows = await queryRows<{ tag: string }>(
    deps.db,
    sql`with recursive t(tag, n) as (
        (select ${requestTags.tag}, 1 from ${requestTags} where ${store} order by ${requestTags.tag} limit 1)
        union all
        select (select ${requestTags.tag} from ${requestTags} where ${store} and ${requestTags.tag} > t.tag
          order by ${requestTags.tag} limit 1), t.n + 1
        from t where t.tag is not null and t.n < ${MOST_TAGS}
      )
      select tag from t where tag is not null`,
  );
  return { tags: rows.map((r) => r.tag) };
}
