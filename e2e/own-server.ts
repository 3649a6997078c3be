import { type ChildProcess, spawn } from 'node:child_process';
import { E2E_JWT_SECRET, freePort, waitUntilUp } from './global-setup';

export type OwnServer = { baseUrl: string; stop(): Promise<void> };

/**
 * The built product started as `npm start` runs it, on a data folder of the test's own, for tests that
 * need another configuration or data than the shared server of global-setup.
 */
export async function startBuiltServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  /** When the configuration must name the address before the start (an app URL). */
  chosenPort?: number,
): Promise<OwnServer> {
  const port = chosenPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  let log = '';
  const child: ChildProcess = spawn('node', ['apps/server/dist/main.js'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  await waitUntilUp(baseUrl, child, () => log);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
