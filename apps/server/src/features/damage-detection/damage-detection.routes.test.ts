import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { requestMedia } from '../../db/schema';
import { storageFor } from '../../providers/storage/storage-for';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { startVisionFake } from '../../test/vision-fake/vision-fake';
import { detectDamages } from './detect-damages';

const fake = await startVisionFake(
  '```json\n{"damaged": true, "assessment": "The box is torn at one corner."}\n```',
);

/** A demo photo: a shipping label with clear printed text. */
const label = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160"><rect width="100%" height="100%" fill="white"/>' +
        '<text x="20" y="100" font-family="DejaVu Sans, sans-serif" font-size="56" fill="black">CRACKED SCREEN</text></svg>',
    ),
  )
    .jpeg()
    .toBuffer();

describe('damage detection', () => {
  const t = useTestApp('pglite', { vision: { url: fake.url, model: 'fake-vision', apiKey: 'local-key' } });
  afterAll(() => fake.close());

  it('returns the text on a demo photo and the model assessment, and keeps the feedback', async () => {
    const m = await merchant(t);
    const request = await m.request({ photos: ['label.jpg'] });
    // The kit uploads a plain square through the portal; the shopper's photo here is a printed label.
    const [photo] = await t.database.db
      .select()
      .from(requestMedia)
      .where(eq(requestMedia.requestId, request.id));
    if (!photo) throw new Error('no photo');
    await storageFor(t.deps.config).put(photo.storageKey, await label());

    const started = Date.now();
    const res = await m.call('GET', `detect-damages/${request.id}`);
    // One image, one OCR run: about 2-5 s on this machine (worker start included).
    console.info(`OCR of one photo took ${Date.now() - started} ms`);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      model: { configured: true, message: null },
      damage_claimed: false,
      photos: [
        {
          media_id: photo.id,
          damaged: true,
          assessment: 'The box is torn at one corner.',
          problem: null,
          feedback: null,
        },
      ],
    });
    expect(res.json().photos[0].text).toContain('CRACKED SCREEN');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      authorization: 'Bearer local-key',
      body: { model: 'fake-vision', messages: [{ content: [{ type: 'text' }, { type: 'image_url' }] }] },
    });

    const feedback = await t.app.inject({
      method: 'PUT',
      url: `/api/detect-damages/${request.id}`,
      headers: { authorization: `Bearer ${m.token}` },
      payload: { media_id: photo.id, correct: false, note: 'Only the outer box' },
    });
    expectStatus(feedback, 200);
    // Analysed once: the second visit reads what was kept, feedback included, without OCR or model.
    const again = await m.call('GET', `detect-damages/${request.id}`);
    expect(again.json().photos[0]).toMatchObject({
      feedback: { correct: false, note: 'Only the outer box' },
    });
    expect(fake.calls).toHaveLength(1);
    expectStatus(await (await merchant(t)).call('GET', `detect-damages/${request.id}`), 404);
  });

  it('says plainly when no model is configured', async () => {
    const m = await merchant(t);
    const request = await m.request();
    const withoutModel = { ...t.deps, config: { ...t.deps.config, vision: undefined } };
    const answer = await detectDamages(withoutModel, storageFor(t.deps.config), m.store.id, request.id);
    expect(answer.model).toEqual({
      configured: false,
      message: expect.stringContaining('No damage model is configured'),
    });
    expect(answer.photos).toEqual([]);
  });
});
