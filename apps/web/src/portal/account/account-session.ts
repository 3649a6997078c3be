const KEY = 'portalAccountSession';

/**
 * The account session the sign-in hands over in the address's fragment (never sent to a server or a
 * log): kept for this tab only, and dropped from the address at once.
 */
export function takeAccountSession(hash: string): string | null {
  const given = /^#session=([A-Za-z0-9_-]{43})$/.exec(hash)?.[1];
  try {
    if (given) sessionStorage.setItem(KEY, given);
    return given ?? sessionStorage.getItem(KEY);
  } catch {
    // Storage refused (a private window's quota): the session still works for this page.
    return given ?? null;
  }
}

export function forgetAccountSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
