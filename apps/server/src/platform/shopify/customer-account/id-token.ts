import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

// The id token Shopify returns with the first tokens: signed with a key of the shop's JWKS (found by
// discovery), issued by the discovery's issuer, for our client id, and carrying the nonce we sent.

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetOf(jwksUri: string) {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, set);
  }
  return set;
}

/** The token is not Shopify's, not for us, or not for this sign-in. */
export class IdTokenRefused extends Error {}

/** Verifies the id token; answers its subject. Clock skew of 5 seconds, as for session tokens. */
export async function verifyIdToken(
  idToken: string,
  expected: { jwksUri: string; issuer: string; clientId: string; nonce: string; now: Date },
): Promise<string> {
  try {
    const { payload } = await jwtVerify(idToken, keySetOf(expected.jwksUri), {
      issuer: expected.issuer,
      audience: expected.clientId,
      currentDate: expected.now,
      clockTolerance: 5,
      requiredClaims: ['sub', 'nonce'],
    });
    if (payload.nonce !== expected.nonce) throw new IdTokenRefused('The id token is for another sign-in');
    return String(payload.sub);
  } catch (error) {
    if (error instanceof IdTokenRefused || error instanceof errors.JOSEError) {
      throw new IdTokenRefused(error.message);
    }
    throw error;
  }
}
