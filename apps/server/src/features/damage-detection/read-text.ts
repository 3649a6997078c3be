import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The text printed on each image (OCR, tesseract.js). One worker reads a request's photos and is then
 * ended: OCR runs when a merchant opens the damage panel, rarely enough that a resident worker (and its
 * ~100 MB) is not worth keeping.
 */
export async function readText(images: Buffer[]): Promise<string[]> {
  if (images.length === 0) return [];
  // Imported by the first read, not by every server start. The English data ships inside
  // @tesseract.js-data/eng: nothing is downloaded at run time.
  const { createWorker } = await import('tesseract.js');
  const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
  const worker = await createWorker('eng', 1, {
    langPath: eng.langPath,
    gzip: eng.gzip,
    cacheMethod: 'none',
  });
  try {
    const texts: string[] = [];
    for (const image of images) {
      const { data } = await worker.recognize(image);
      texts.push(data.text.replace(/\s+/g, ' ').trim());
    }
    return texts;
  } finally {
    await worker.terminate();
  }
}
