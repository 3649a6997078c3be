import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useBrowser } from './browser';
import { E2E_JWT_SECRET } from './global-setup';
import { signIn } from './merchant';
import { type OwnDatabase, type OwnServer, ownDatabase, startBuiltServer } from './own-server';

// Seeded in bulk SQL into a database and server of this file's own, so no other browser test sees these
// requests. With PostgreSQL (`TEST_DATABASE_URL`, as in CI) the 100,000 take under a minute; on
// PGlite alone they would add 2-4 minutes, so a machine without PostgreSQL exports 10,000
// (`E2E_EXPORT_ROWS` overrides either: docs/analytics.md).
const POSTGRES = process.env.TEST_DATABASE_URL;
const HISTORY = Number(process.env.E2E_EXPORT_ROWS ?? (POSTGRES ? 100_000 : 10_000));

describe('analytics over a year of history', () => {
  const b = useBrowser({ width: 1280, height: 900 });
  let server: OwnServer | undefined;
  let db: OwnDatabase | undefined;
  let dataDir = '';

  // The operator's seed command on a new data folder: the demo stores, then a year of history; the
  // server starts after it (PGlite is one process's).
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-e2e-analytics-'));
    const { DATABASE_URL: _ignored, ...withoutDatabaseUrl } = process.env;
    db = await ownDatabase('analytics');
    const database = db.env;
    const seeded = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/seed/seed-cli.ts',
        '--store',
        DEMO.store,
        '--requests',
        String(HISTORY),
        '--days',
        '365',
      ],
      {
        cwd: new URL('..', import.meta.url).pathname,
        env: { ...withoutDatabaseUrl, ...database, DATA_DIR: dataDir, JWT_SECRET: E2E_JWT_SECRET },
        encoding: 'utf8',
      },
    );
    expect(seeded.status, seeded.stderr).toBe(0);
    server = await startBuiltServer(dataDir, database);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  });

  it('shows the year in figures and exports every request as CSV with progress', async () => {
    const baseUrl = server?.baseUrl ?? '';
    await signIn(b.page, baseUrl);
    await b.page.goto(`${baseUrl}/admin/analytics`);
    await b.page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    expect(await b.page.title()).toBe('Analytics · Roundtrip');
    await b.page.getByLabel('Date range').selectOption('365');
    // The headline card: its heading, then the figure.
    const requests = b.page
      .getByRole('heading', { name: 'Requests', level: 3 })
      .locator('xpath=following-sibling::p[1]');
    await expect
      .poll(async () => Number((await requests.innerText()).replace(/\D/g, '')), { timeout: 30_000 })
      .toBeGreaterThan(HISTORY * 0.99);
    await b.page.getByRole('heading', { name: 'Products returned most' }).waitFor();

    // Every text the progress line shows, however briefly: the export must count rows while the rest is
    // still on its way (it streams), and a fast export may show each count for less than a frame.
    await b.page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { progressSeen: seen });
      new MutationObserver(() => {
        const text = document.getElementById('export-progress')?.textContent;
        if (text && text !== seen.at(-1)) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const started = performance.now();
    const [file] = await Promise.all([
      b.page.waitForEvent('download', { timeout: 120_000 }),
      b.page.getByRole('button', { name: 'Export requests' }).click(),
    ]);
    await b.page.getByText(/^Exported [\d,]+ rows$/).waitFor();
    const seen = await b.page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const partial = seen.filter((text) => {
      const [rows = 0, total = 0] = (text.replace(/,/g, '').match(/\d+/g) ?? []).map(Number);
      return text.startsWith('Exporting') && rows > 0 && rows < total;
    });
    expect(partial.length, seen.join(' | ')).toBeGreaterThan(0);
    const seconds = (performance.now() - started) / 1000;
    const path = await file.path();
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    expect(lines[0]).toMatch(/^request,kind,status,created_at,/);
    expect(lines.length - 1).toBeGreaterThan(HISTORY * 0.99);
    console.log(`exported ${(lines.length - 1).toLocaleString('en')} rows in ${seconds.toFixed(1)} s`);
  }, 240_000);
});
