import type { EmailTemplateListResponse } from '@roundtrip/core';
import { audienceOf, EMAIL_KIND_LABELS, EMAIL_KINDS } from '@roundtrip/core/emails';
import { eq } from 'drizzle-orm';
import { emailTemplates } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';

/** Every email Roundtrip sends, with the languages this store rewrote. */
export async function listTemplates(deps: Deps, auth: AuthContext): Promise<EmailTemplateListResponse> {
  requirePermission(auth, 'request.all.view');
  const own = await deps.db
    .select({ kind: emailTemplates.kind, language: emailTemplates.language })
    .from(emailTemplates)
    .where(eq(emailTemplates.storeId, auth.storeId));
  return {
    docs: EMAIL_KINDS.map((kind) => ({
      kind,
      label: EMAIL_KIND_LABELS[kind],
      audience: audienceOf(kind),
      customized: own.filter((t) => t.kind === kind).map((t) => t.language),
    })),
  };
}
