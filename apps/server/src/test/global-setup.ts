import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config';
import { openPglite, openPostgres, queryRows } from '../db/client';
import { adminUrl, pooledDbPrefix, TEMPLATE_DB } from './test-db-names';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: vitest's ProvidedContext is extended by declaration merging
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run: a PGlite dump every test file loads, and a PostgreSQL template database. The two
 * migrate side by side: PGlite's work is in this process, PostgreSQL's in its server.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'roundtrip-test-'));
  const url = testDatabaseUrl();
  const template = url ? `${TEMPLATE_DB}_${process.pid}` : null;
  const [dumpFile] = await Promise.all([
    pgliteTemplate(dir),
    url && template ? postgresTemplate(url, template) : undefined,
  ]);
  project.provide('pgliteTemplate', dumpFile);
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = openPostgres(adminUrl(url), 1);
      // The databases the workers kept for their next files (test-db.ts), then the template.
      const pooled = await queryRows<{ name: string }>(
        admin.db,
        sql`select datname as name from pg_database where starts_with(datname, ${pooledDbPrefix(template)})`,
      );
      for (const { name } of pooled) await admin.db.execute(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.db.execute(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.close();
    }
  };
}

async function pgliteTemplate(dir: string): Promise<string> {
  const lite = await openPglite();
  await lite.migrate();
  const dumpFile = join(dir, 'pglite-template.tar');
  const dump = await (
    lite.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).$client.dumpDataDir('none');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  return dumpFile;
}

async function postgresTemplate(url: string, template: string): Promise<void> {
  const admin = openPostgres(adminUrl(url), 1);
  await admin.db.execute(`DROP DATABASE IF EXISTS ${template}`);
  await admin.db.execute(`CREATE DATABASE ${template}`);
  const tpl = openPostgres(adminUrl(url, template), 1);
  await tpl.migrate();
  await tpl.close();
  await admin.close();
}
