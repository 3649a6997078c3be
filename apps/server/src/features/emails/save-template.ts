import type { EmailTemplateBody, EmailTemplateView } from '@roundtrip/core';
import { type EmailKind, type EmailLanguage, templateProblems } from '@roundtrip/core/emails';
import { and, eq } from 'drizzle-orm';
import { emailTemplates } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { getTemplate } from './get-template';

/** Saves the store's own text of one email; a variable the email does not have is refused per field. */
export async function saveTemplate(
  deps: Deps,
  auth: AuthContext,
  target: { kind: EmailKind; language: EmailLanguage },
  body: EmailTemplateBody,
): Promise<EmailTemplateView> {
  requirePermission(auth, 'setting.general.edit');
  const problems = templateProblems(target.kind, body);
  const first = Object.values(problems)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, problems);
  const now = deps.clock();
  await deps.db
    .insert(emailTemplates)
    .values({ storeId: auth.storeId, ...target, ...body, updatedAt: now })
    .onConflictDoUpdate({
      target: [emailTemplates.storeId, emailTemplates.kind, emailTemplates.language],
      set: { ...body, updatedAt: now },
    });
  return getTemplate(deps, auth, target.kind, target.language);
}

/** Back to the default text shipped with Roundtrip. */
export async function resetTemplate(
  deps: Deps,
  auth: AuthContext,
  target: { kind: EmailKind; language: EmailLanguage },
): Promise<EmailTemplateView> {
  requirePermission(auth, 'setting.general.edit');
  await deps.db
    .delete(emailTemplates)
    .where(
      and(
        eq(emailTemplates.storeId, auth.storeId),
        eq(emailTemplates.kind, target.kind),
        eq(emailTemplates.language, target.language),
      ),
    );
  return getTemplate(deps, auth, target.kind, target.language);
}
