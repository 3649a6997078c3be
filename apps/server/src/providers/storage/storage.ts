import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths chosen by the server (never by the client);
 * the local-disk implementation is the default, an object store can implement the same calls.
 */
export type Storage = {
  /** Writes the whole body; on failure nothing is left under the key. */
  put(key: string, body: Buffer | Readable): Promise<{ size: number }>;
  /** The stored bytes as a stream, or null when the key does not exist. */
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /**
   * Deletes partial writes no upload has touched for `idleMs` (left by a crash), and says how many.
   * Another process sharing the storage may be writing: its recent files are left alone.
   */
  removePartials(idleMs: number): Promise<number>;
};
