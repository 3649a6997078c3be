import type { EmailTemplateView } from '@roundtrip/core';
import {
  EMAIL_KIND_LABELS,
  EMAIL_VARIABLES,
  type EmailKind,
  type EmailLanguage,
} from '@roundtrip/core/emails';
import type { Deps } from '../../deps';
import { emailTemplateOf } from '../../notifications/email-template-of';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';

/** One email in one language as the store sends it, with the variables it may use. */
export async function getTemplate(
  deps: Deps,
  auth: AuthContext,
  kind: EmailKind,
  language: EmailLanguage,
): Promise<EmailTemplateView> {
  requirePermission(auth, 'request.all.view');
  const template = await emailTemplateOf(deps.db, auth.storeId, kind, language);
  return {
    ...template,
    kind,
    language,
    label: EMAIL_KIND_LABELS[kind],
    variables: [...EMAIL_VARIABLES[kind]],
  };
}
