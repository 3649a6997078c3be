import {
  EMAIL_VARIABLES,
  type EmailKind,
  type EmailValues,
  TEMPLATE_FIELDS,
  type TemplateText,
} from './kinds';

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variable names a text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((m) => m[1] ?? ''))];
}

/**
 * The template's fields that use a variable this email does not have, each with the sentence the
 * editor shows under that field; empty when the template can be saved.
 */
export function templateProblems(
  kind: EmailKind,
  text: TemplateText,
): Partial<Record<keyof TemplateText, string>> {
  const allowed: readonly string[] = EMAIL_VARIABLES[kind];
  const problems: Partial<Record<keyof TemplateText, string>> = {};
  for (const field of TEMPLATE_FIELDS) {
    const unknown = variablesIn(text[field]).filter((name) => !allowed.includes(name));
    if (unknown.length > 0)
      problems[field] =
        `Unknown variable ${unknown.map((n) => `{{${n}}}`).join(', ')}. ` +
        `This email can use ${allowed.map((n) => `{{${n}}}`).join(', ')}`;
  }
  return problems;
}

/** The text with each variable replaced by its value (a value the email lacks becomes empty). */
export function fillTemplate(text: string, values: EmailValues): string {
  const byName: Record<string, string | undefined> = values;
  return text.replace(TOKEN, (_, name: string) => byName[name] ?? '');
}
