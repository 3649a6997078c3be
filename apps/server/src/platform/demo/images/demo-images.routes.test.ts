import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';

describe('demo catalogue pictures', () => {
  const t = useTestApp('pglite');

  it('draws a picture for a product slug, escaping nothing unsafe into it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo-images/block-heel-sandals.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('>BH</text>');
    expect(res.body).toContain('aria-label="Block Heel Sandals"');
  });

  it('refuses names outside the slug shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo-images/%3Cscript%3E.jpg' });
    expect(res.statusCode).toBe(400);
  });
});
