import { z } from 'zod';
import { readJson, sendJson, startFakeHttp } from '../fake-http';

/** The Create Event body as Klaviyo documents it (JSON:API, metric and profile inline). */
const createEvent = z.object({
  data: z.object({
    type: z.literal('event'),
    attributes: z.object({
      properties: z.record(z.string(), z.unknown()),
      time: z.iso.datetime(),
      unique_id: z.string(),
      metric: z.object({
        data: z.object({ type: z.literal('metric'), attributes: z.object({ name: z.string() }) }),
      }),
      profile: z.object({
        data: z.object({ type: z.literal('profile'), attributes: z.object({ email: z.email() }) }),
      }),
    }),
  }),
});
export type KlaviyoEvent = z.infer<typeof createEvent>['data']['attributes'];

/**
 * A local Klaviyo API. `POST /api/events/` with `Authorization: Klaviyo-API-Key <key>` and a `revision`
 * header answers 202 with no body, as Klaviyo does; events are kept once per unique_id, metric and
 * profile (Klaviyo's dedupe). `GET /api/accounts/` (Get Accounts) answers the account for the key, 401
 * for an unknown key and 403 for a key in `withoutAccountsRead` (a key lacking that scope). Every call
 * is recorded with its path. `fail(...statuses)` queues failures of the events endpoint.
 */
export async function startKlaviyoFake(apiKey: string, withoutAccountsRead: string[] = []) {
  const calls: { method: string; path: string; status: number; uniqueId: string | null }[] = [];
  const events: KlaviyoEvent[] = [];
  const failures: number[] = [];
  const http = await startFakeHttp(async (req, res) => {
    const method = req.method ?? '';
    const path = req.url ?? '';
    const body = method === 'POST' ? await readJson(req) : null;
    const parsed = createEvent.safeParse(body);
    const uniqueId = parsed.success ? parsed.data.data.attributes.unique_id : null;
    const answer = (status: number, errors?: unknown) => {
      calls.push({ method, path, status, uniqueId });
      if (errors) sendJson(res, status, { errors });
      else res.writeHead(status).end();
    };
    const authorization = req.headers.authorization ?? '';
    if (method === 'GET' && path === '/api/accounts/') {
      if (!req.headers.revision) return answer(400, [{ code: 'invalid', detail: 'revision header missing' }]);
      if (withoutAccountsRead.some((k) => authorization === `Klaviyo-API-Key ${k}`))
        return answer(403, [{ code: 'permission_denied' }]);
      if (authorization !== `Klaviyo-API-Key ${apiKey}`) return answer(401, [{ code: 'not_authenticated' }]);
      calls.push({ method, path, status: 200, uniqueId: null });
      return sendJson(res, 200, {
        data: [
          {
            type: 'account',
            id: 'AbC123',
            attributes: { contact_information: { organization_name: 'Fake' } },
          },
        ],
      });
    }
    if (method !== 'POST' || path !== '/api/events/') return answer(404, [{ code: 'not_found' }]);
    if (authorization !== `Klaviyo-API-Key ${apiKey}`) return answer(401, [{ code: 'not_authenticated' }]);
    if (!req.headers.revision) return answer(400, [{ code: 'invalid', detail: 'revision header missing' }]);
    if (!parsed.success) return answer(400, [{ code: 'invalid', detail: parsed.error.message }]);
    const failure = failures.shift();
    if (failure !== undefined) return answer(failure, [{ code: 'error' }]);
    const event = parsed.data.data.attributes;
    const key = (e: KlaviyoEvent) =>
      `${e.unique_id}|${e.metric.data.attributes.name}|${e.profile.data.attributes.email}`;
    if (!events.some((e) => key(e) === key(event))) events.push(event);
    return answer(202);
  });
  return {
    origin: http.origin,
    close: http.close,
    /** Every call with its answer, oldest first. */
    calls,
    /** The events Klaviyo recorded. */
    events,
    fail: (...statuses: number[]) => failures.push(...statuses),
  };
}
