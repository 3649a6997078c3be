import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/build-test-app';
import { bearer, createStore, createUser, logInAs } from './test/factories';
import { embeddedDb } from './test/test-db';

type Operation = {
  requestBody?: { content?: Record<string, unknown> };
  parameters?: { in: string; name: string }[];
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Walks the OpenAPI document, so a route added later is covered without touching this test. */
describe.each(embeddedDb)('every JSON body is validated on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers 400 VALIDATION_FAILED with field messages to a body of the wrong shape', async () => {
    const store = await createStore(t.database.db);
    const user = await createUser(t.database.db, store.id);
    const { token } = await logInAs(t.app, store, user);
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApi>();

    const checked: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody?.content?.['application/json']) continue;
        const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: '[1, 2, 3]',
        });
        expect.soft(res.statusCode, `${method} ${path}`).toBe(400);
        const body = res.json<{ code: string; fields?: Record<string, string> }>();
        expect.soft(body.code, `${method} ${path}`).toBe('VALIDATION_FAILED');
        expect.soft(Object.keys(body.fields ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['post /api/user/login', 'put /api/setting/v1/general']));
  });
});

/** Every query that takes a day, found in the OpenAPI document: the year 1, 9999 or a 30 February is a 400. */
describe.each(embeddedDb)('every date in a query is checked on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers 400 VALIDATION_FAILED naming the field to days outside the supported range', async () => {
    const store = await createStore(t.database.db);
    const user = await createUser(t.database.db, store.id);
    const { token } = await logInAs(t.app, store, user);
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApi>();
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const days = (operation.parameters ?? []).filter(
          (p) => p.in === 'query' && /^(from|to)$/.test(p.name),
        );
        for (const { name } of days) {
          for (const value of [
            '0001-01-01',
            '9999-12-31',
            '1999-12-31',
            '2100-01-01',
            '2026-02-30',
            '2026-13-01',
          ]) {
            const url = `${path.replace(/\{[^}]+\}/g, () => randomUUID())}?${name}=${value}`;
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers: bearer(token),
            });
            expect.soft(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
            expect.soft(res.json().fields?.[name], `${method} ${url}`).toMatch(/Use a date/);
          }
          checked.push(`${method} ${path}`);
        }
      }
    }
    // The analytics reports and the requests list, at least.
    expect(checked.length).toBeGreaterThan(17);
  });
});
