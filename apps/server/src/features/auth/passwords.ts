import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1), the OWASP baseline.
export const hashPassword = (password: string) => hash(password);

/** An invited user has no password until their link is used: no password matches. */
export const NO_PASSWORD = '';

/** Hashed once so that an unknown email (or a user without a password) costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined || passwordHash === NO_PASSWORD) {
    dummyHash ??= hash('roundtrip-dummy-password-for-timing');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
