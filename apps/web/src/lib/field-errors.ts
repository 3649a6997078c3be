/** One message per field, keyed like the server's `fields` (`items.0.qty`; the whole body is `body`). */
export type FieldMessages = Record<string, string>;

export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return errors;
}
