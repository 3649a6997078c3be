/** One message per field, keyed like the server's `fields` (`items.0.qty`; the whole body is `body`). */
export type FieldMessages = Record<string, string>;

export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return errors;
}

/** The message for a field or anything inside it (a list field shows its items' messages). */
export function errorAt(errors: FieldMessages, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const prefix = `${field}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix)) return message;
  return undefined;
}
