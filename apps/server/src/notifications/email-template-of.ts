import {
  defaultTemplate,
  type EmailKind,
  type EmailLanguage,
  type TemplateText,
} from '@roundtrip/core/emails';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { emailTemplates } from '../db/schema';

/** The store's own version of the email in that language, else the default shipped in code. */
export async function emailTemplateOf(
  db: Db | Tx,
  storeId: string,
  kind: EmailKind,
  language: EmailLanguage,
): Promise<TemplateText & { customized: boolean }> {
  const [own] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.storeId, storeId),
        eq(emailTemplates.kind, kind),
        eq(emailTemplates.language, language),
      ),
    );
  if (!own) return { ...defaultTemplate(kind, language), customized: false };
  return { subject: own.subject, heading: own.heading, body: own.body, button: own.button, customized: true };
}
