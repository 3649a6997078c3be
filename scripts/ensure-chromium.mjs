import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
// fonts-noto-core draws the Hindi portal (Devanagari); without it screenshots show boxes.
const DEVANAGARI_FONT = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';

const aptInstall = (packages) => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
};

/**
 * Browser tests use Debian's Chromium and the Noto fonts: installed here when missing and we are root,
 * never downloaded by a tool.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    if (!existsSync(DEVANAGARI_FONT) && process.getuid?.() === 0) {
      process.stdout.write('Installing fonts-noto-core so the browser draws Hindi...\n');
      aptInstall(['fonts-noto-core']);
    }
    return { ok: true };
  }
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message:
        "Browser tests need Debian's Chromium at /usr/bin/chromium. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core\nthen run npm test again.",
    };
  }
  process.stdout.write("Installing Debian's chromium for the browser tests...\n");
  aptInstall(['chromium', 'fonts-noto-core']);
  return existsSync(CHROMIUM)
    ? { ok: true }
    : {
        ok: false,
        message: 'Installing chromium with apt-get failed; install it by hand and run npm test again.',
      };
}
