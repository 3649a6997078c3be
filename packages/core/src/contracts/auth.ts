import { z } from 'zod';
import { isEmail } from '../validation/fields';
import { loginMessages, normalizeStore } from '../validation/login';

export const loginBody = z.object({
  email: z.string({ error: loginMessages.email }).trim().refine(isEmail, loginMessages.email),
  password: z.string({ error: loginMessages.password }).min(1, loginMessages.password),
  store: z
    .string({ error: loginMessages.store })
    .transform(normalizeStore)
    .refine((s) => s.length > 0, loginMessages.store),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginResponse = z.object({ token: z.string(), refresh_token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const refreshBody = z.object({
  refresh_token: z.string().min(1, 'Refresh token is required'),
  store: z.string().transform(normalizeStore),
});
export const refreshResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const logoutBody = z.object({ refresh_token: z.string().min(1, 'Refresh token is required') });

/** What the access token's payload carries (it decodes to id, store and email). */
export const tokenPayload = z.object({ id: z.string(), store: z.string(), email: z.string() });
export type TokenPayload = z.infer<typeof tokenPayload>;
