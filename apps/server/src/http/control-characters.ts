import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

// C0 controls except tab, line feed and carriage return, plus DEL. PostgreSQL cannot store U+0000 in
// text or jsonb at all (the query fails), and none of them belongs in a name, an address or a note.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (such as U+0000) from this text';

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

export function controlCharacterError(field: string): AppError {
  return new AppError('VALIDATION_FAILED', CONTROL_CHARACTER_MESSAGE, {
    [field]: CONTROL_CHARACTER_MESSAGE,
  });
}

/**
 * The first string, value or key, that holds a control character, as a field path (`items.0.comment`),
 * or null. Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
function findControlCharacter(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value === 'string') {
      if (CONTROL.test(next.value)) return next.path;
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    for (const [key, child] of Object.entries(next.value)) {
      const path = next.path ? `${next.path}.${key}` : key;
      // The key itself is named with the characters made visible, so the answer carries none.
      if (CONTROL.test(key)) return path.replace(CONTROLS, '\uFFFD');
      stack.push({ value: child, path });
    }
  }
  return null;
}

/**
 * preValidation for every route: path parameters, query and JSON body are refused with 400 naming the
 * field, once for all routes, before any schema or verb sees them.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = findControlCharacter(part);
    if (field !== null) throw controlCharacterError(field || 'body');
  }
}
