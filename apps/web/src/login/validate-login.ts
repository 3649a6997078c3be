import { type LoginBody, loginBody } from '@roundtrip/core';

export type LoginField = 'email' | 'password' | 'store';
export type LoginErrors = Partial<Record<LoginField, string>>;
export type LoginValues = { email: string; password: string; store: string };

type Result = { ok: true; body: LoginBody } | { ok: false; errors: LoginErrors };

/**
 * Checks the form with the shared login contract. When the store field is hidden the store
 * comes from the `store` query parameter instead.
 */
export function validateLogin(values: LoginValues, storeParam: string | null, storeShown: boolean): Result {
  const store = storeShown ? values.store : (storeParam ?? '');
  const parsed = loginBody.safeParse({ email: values.email, password: values.password, store });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password' || field === 'store') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
