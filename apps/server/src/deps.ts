import type { Config } from './config';
import type { Db } from './db/client';
import type { Sender } from './outbox/queue';
import type { Platform } from './platform/platform';

export type Clock = () => Date;

/** What every verb may receive: passed in, so tests hand over real databases and fixed clocks. */
export type Deps = {
  db: Db;
  config: Config;
  clock: Clock;
  platform: Platform;
  /** Writes outbox jobs (outbox/queue.ts); made once per database and started by `buildApp`. */
  sender: Sender;
};
