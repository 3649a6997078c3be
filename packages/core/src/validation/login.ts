import { isEmail } from './fields';

export const PLATFORM_DOMAIN = '.myshopify.com';

export const loginMessages = {
  email: 'Please enter a valid email id',
  password: 'Please enter your password',
  store: 'Please enter your store url',
} as const;

/** Login: anything after the first dot is dropped and .myshopify.com appended. */
export function normalizeStore(input: string): string {
  const name = input.trim().toLowerCase().split('.')[0] ?? '';
  return name ? `${name}${PLATFORM_DOMAIN}` : '';
}

/** The store field shows when the query has no store, or one without the platform domain. */
export function isStoreFieldShown(storeParam: string | null | undefined): boolean {
  return !storeParam?.includes('myshopify.com');
}

export type LoginValues = { email?: string | null; password?: string | null; store?: string | null };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Login: the field errors to show; the store is only required when its field is shown. */
export function validateLogin(values: LoginValues, storeShown: boolean): LoginErrors {
  const errors: LoginErrors = {};
  const email = (values.email ?? '').trim();
  if (!isEmail(email)) errors.email = loginMessages.email;
  if (!values.password) errors.password = loginMessages.password;
  if (storeShown && !normalizeStore(values.store ?? '')) errors.store = loginMessages.store;
  return errors;
}
