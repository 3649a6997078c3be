import type { Config } from '../../config';
import { localStorageFor } from './local-disk-storage';
import type { S3Config } from './s3-config';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

const s3Storages = new WeakMap<S3Config, Storage>();

/**
 * The one place that decides where uploads live: the configured bucket, shared by every server process;
 * otherwise `DATA_DIR/uploads`, which only processes sharing that folder see (docs/scale.md).
 */
export function storageFor(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  if (!config.s3) return localStorageFor(config.dataDir);
  let storage = s3Storages.get(config.s3);
  if (!storage) {
    // One client (and its connection pool) for the upload and the media routes.
    storage = createS3Storage(config.s3);
    s3Storages.set(config.s3, storage);
  }
  return storage;
}
