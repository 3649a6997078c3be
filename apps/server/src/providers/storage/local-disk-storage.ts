import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage';

const KEY_RE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Files under `root` (by default `<DATA_DIR>/uploads`), written to a temporary name then renamed. */
function createLocalDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    // Keys are server-made, but a path that escapes the root must never be opened.
    const path = resolve(base, key);
    if (!KEY_RE.test(key) || key.includes('..') || !path.startsWith(base + sep)) {
      throw new Error(`invalid storage key ${key}`);
    }
    return path;
  };

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.${Date.now()}.part`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size: (await stat(path)).size };
    },
    async open(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removePartials(idleMs) {
      const names = await readdir(base, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      // The file system's clock, not the app's: modification times are written by the operating system.
      const cutoff = Date.now() - idleMs;
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith('.part'))) {
        const path = join(base, name);
        // Gone meanwhile: another process finished or dropped its upload.
        const info = await stat(path).catch(() => null);
        if (info && info.mtimeMs < cutoff) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

const cache = new Map<string, Storage>();

/** One storage per data folder: the default behind the upload and media routes. */
export function localStorageFor(dataDir: string): Storage {
  const root = join(dataDir, 'uploads');
  let storage = cache.get(root);
  if (!storage) {
    storage = createLocalDiskStorage(root);
    cache.set(root, storage);
  }
  return storage;
}
