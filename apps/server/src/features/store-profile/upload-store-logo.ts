import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { asStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Storage } from '../../providers/storage/storage';
import { LOGO_KEY_PREFIX, logoAddress } from '../../store/logo-address';
import { reencodeImage } from '../uploads/reencode-image';
import { sniff } from '../uploads/sniff';

/** A logo is shown at 104 px: 2 MB is ample for any source image. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export const logoMessages = {
  missing: 'Choose an image file for the logo',
  unsupported: 'Use a JPEG, PNG, WebP or GIF image for the logo',
  tooLarge: 'The logo must be 2 MB or smaller',
} as const;

/**
 * The store logo through the uploads pipeline: the type from the bytes (never the name), re-encoded
 * without metadata, stored, then set as the store's logo. The bytes are read before the store's wall
 * opens (the route has no request transaction), so a slow upload holds no connection.
 */
export async function uploadStoreLogo(
  deps: Deps,
  storage: Storage,
  storeId: string,
  bytes: Buffer | null,
): Promise<{ store_logo: string }> {
  if (!bytes || bytes.length === 0)
    throw new AppError('VALIDATION_FAILED', logoMessages.missing, { file: logoMessages.missing });
  const type = await sniff(bytes.subarray(0, 4100));
  if (type?.kind !== 'image') throw new AppError('UNSUPPORTED_MEDIA', logoMessages.unsupported);
  const encoded = await reencodeImage(bytes, type.ext);
  if (!encoded) throw new AppError('UNSUPPORTED_MEDIA', logoMessages.unsupported);
  const file = `${randomUUID()}.${encoded.ext}`;
  const key = `${LOGO_KEY_PREFIX}${storeId}/${file}`;
  await storage.put(key, encoded.data);
  // Public (the portal and emails show it): the address names the store and a random id, nothing else.
  const logo = { logoKey: key, logoUrl: '' };
  await asStore(deps.db, storeId, () =>
    deps.db
      .update(stores)
      .set({ ...logo, updatedAt: deps.clock() })
      .where(eq(stores.id, storeId)),
  );
  return { store_logo: logoAddress(deps.config, logo) };
}
