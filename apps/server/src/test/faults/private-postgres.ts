// A PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port in a temporary folder), so a test
// may restart it without touching the shared server other tests use.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder holding initdb and pg_ctl: the ones on this machine's usual paths, the newest first. */
export function postgresBinaries(): string | null {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const dirs = ['/usr/local/bin', ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)];
  return dirs.find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl'))) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type PrivatePostgres = {
  /** The `postgres` database's URL; others on the same cluster by adminUrl. */
  url: string;
  /** `pg_ctl restart -m fast`: every connection is cut, the server checkpoints, stops and starts again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * initdb refuses to run as root: as root, the cluster belongs to the `postgres` OS user (runuser), which
 * is given the temporary folder. fsync is off: the test restarts the server cleanly, it does not cut power.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'roundtrip-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  const data = join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const ctl = (...args: string[]) =>
    pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '30', ...args]);
  await ctl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await ctl('-m', 'fast', '-o', options, 'restart');
    },
    stop: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
