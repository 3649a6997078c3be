// The files GitHub reads (.github/) parse, and the CI workflow runs what the README promises: the install
// and `npm test` on Node 22 and 24, with PostgreSQL for the tests, and every action pinned by commit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = new URL('..', import.meta.url).pathname;
const read = (path) => parse(readFileSync(join(root, path), 'utf8'), { prettyErrors: true });

describe('.github', () => {
  it('every YAML file parses', () => {
    const files = [
      '.github/workflows/ci.yml',
      '.github/dependabot.yml',
      ...readdirSync(join(root, '.github/ISSUE_TEMPLATE')).map((f) => `.github/ISSUE_TEMPLATE/${f}`),
    ];
    for (const file of files) expect(read(file), file).toBeTypeOf('object');
  });

  it('CI installs and runs npm test on Node 22 and 24 against PostgreSQL', () => {
    const { jobs } = read('.github/workflows/ci.yml');
    const job = jobs.test;
    expect(job.strategy.matrix.node).toEqual([22, 24]);
    expect(job.env.TEST_DATABASE_URL).toMatch(/^postgres:\/\/.+\/test$/);
    expect(Object.values(job.services).map((s) => s.image.split(':')[0])).toContain('postgres');
    const runs = job.steps.filter((s) => s.run).map((s) => s.run);
    expect(runs).toContain('npm ci');
    expect(runs.at(-1)).toBe('npm test');
  });

  it('every action is pinned by a full commit SHA', () => {
    const { jobs } = read('.github/workflows/ci.yml');
    const uses = Object.values(jobs).flatMap((job) => job.steps.filter((s) => s.uses).map((s) => s.uses));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });
});
