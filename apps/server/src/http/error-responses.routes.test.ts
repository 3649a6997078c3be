import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app';
import { embeddedDb } from '../test/test-db';

type Operation = { security?: unknown[]; responses: Record<string, { content?: unknown }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const errorSchema = {
  'application/json': {
    schema: expect.objectContaining({
      properties: expect.objectContaining({ message: expect.anything(), code: expect.anything() }),
    }),
  },
};

/** docs/security.md: the OpenAPI document lists the error statuses next to each route's success. */
describe.each(embeddedDb)('error statuses in the OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);

  it('declares the error body under 400, 500 and 503 everywhere, 401 and 403 behind a token, 409 to 429 on writes', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<OpenApi>();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ name: `${method} ${path}`, method, op })),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const { name, method, op } of operations) {
      // Readiness answers 503 with its own body: which checks failed.
      const expected = name === 'get /api/health/ready' ? ['400', '500'] : ['400', '500', '503'];
      if (op.security === undefined) expected.push('401', '403', '404');
      if (method !== 'get') expected.push('409', '413', '415', '422', '429');
      for (const status of expected)
        expect(op.responses[status]?.content, `${name} ${status}`).toEqual(errorSchema);
    }
    const lookup = doc.paths['/api/customer/v1/session-data']?.post;
    expect(Object.keys(lookup?.responses ?? {})).toEqual([
      '201',
      '400',
      '401',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {})).toEqual(['200', '400', '500', '503']);
  });
});
