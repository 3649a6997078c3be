import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

// C0 controls except tab, line feed and carriage return, plus DEL. PostgreSQL cannot store U+0000 in
// text or jsonb at all (the query fails), and none of them belongs in a name, an address or a note.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');
// A UTF-16 surrogate standing alone (JSON's "\ud800"): no Unicode character, so it has no UTF-8 form and
// PostgreSQL refuses the whole query. In a `u` pattern a well-formed pair is one code point, not matched.
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (such as U+0000) from this text';
export const LONE_SURROGATE_MESSAGE =
  'This text is not valid Unicode (it holds half of a character, a lone surrogate): send it again as UTF-8';

/** The problem with a text's characters, as the sentence a 400 gives, or null when it is well formed. */
export function malformedText(text: string): string | null {
  if (CONTROL.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

export function malformedTextError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** A field path safe to answer with: the refused characters made visible. */
const visible = (path: string) => path.replace(CONTROLS, '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');

/**
 * The first string, value or key, that is not well-formed text, as a field path (`items.0.comment`) with
 * its sentence, or null. Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
function findMalformedText(value: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value === 'string') {
      const message = malformedText(next.value);
      if (message) return { path: next.path, message };
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    for (const [key, child] of Object.entries(next.value)) {
      const path = next.path ? `${next.path}.${key}` : key;
      const message = malformedText(key);
      if (message) return { path: visible(path), message };
      stack.push({ value: child, path });
    }
  }
  return null;
}

/**
 * preValidation for every route: headers, path parameters, query and JSON body are refused with 400
 * naming the field, once for all routes, before any schema or verb sees them (docs/security.md, "No
 * input answers 500"). A header is named `header:<name>`.
 */
export async function refuseMalformedText(request: FastifyRequest): Promise<void> {
  for (const [name, value] of Object.entries(request.headers)) {
    for (const text of [value ?? []].flat()) {
      const message = malformedText(text);
      if (message) throw malformedTextError(`header:${name}`, message);
    }
  }
  for (const part of [request.params, request.query, request.body]) {
    const found = findMalformedText(part);
    if (found) throw malformedTextError(visible(found.path) || 'body', found.message);
  }
}
