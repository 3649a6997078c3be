/** An unsigned JWT-shaped token; the browser never verifies signatures, so tests need none. */
export function fakeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const demoPayload = { id: 'user-1', store: 'demo.myshopify.com', email: 'owner@demo.test' };
