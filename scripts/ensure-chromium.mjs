import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** Browser tests use Debian's Chromium: installed here when missing and we are root, never downloaded by a tool. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return { ok: true };
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message:
        "Browser tests need Debian's Chromium at /usr/bin/chromium. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nthen run npm test again.",
    };
  }
  process.stdout.write("Installing Debian's chromium for the browser tests...\n");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(CHROMIUM)
    ? { ok: true }
    : {
        ok: false,
        message: 'Installing chromium with apt-get failed; install it by hand and run npm test again.',
      };
}
