import { AppError } from '../../errors';
import type { Storage } from '../../providers/storage/storage';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** A stored logo by its key parts; logos are public (the portal and emails show them). */
export async function readStoreLogo(storage: Storage, storeId: string, file: string) {
  const ext = file.split('.').pop() ?? '';
  const contentType = TYPES[ext];
  const stream = contentType ? await storage.open(`logos/${storeId}/${file}`) : null;
  if (!stream || !contentType) throw new AppError('NOT_FOUND', 'Logo not found');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { contentType, data: Buffer.concat(chunks) };
}
