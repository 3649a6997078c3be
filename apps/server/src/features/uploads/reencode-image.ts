export type Encoded = { data: Buffer; ext: string; mime: string };

/** About 40 megapixels: bigger than any phone photo, small enough that decoding cannot exhaust memory. */
const MAX_PIXELS = 40_000_000;

/**
 * Decodes and re-encodes the image. sharp writes no metadata unless asked, so EXIF (GPS location,
 * camera serials), XMP and IPTC are dropped; the orientation is applied to the pixels first.
 * Returns null when the bytes do not decode as an image.
 */
export async function reencodeImage(input: Buffer, ext: string): Promise<Encoded | null> {
  // Imported (with libvips) by the first upload, not by every server start.
  const { default: sharp } = await import('sharp');
  try {
    if (ext === 'gif') {
      const data = await sharp(input, { animated: true, limitInputPixels: MAX_PIXELS }).gif().toBuffer();
      return { data, ext: 'gif', mime: 'image/gif' };
    }
    const image = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
    if (ext === 'png') return { data: await image.png().toBuffer(), ext: 'png', mime: 'image/png' };
    if (ext === 'webp')
      return { data: await image.webp({ quality: 85 }).toBuffer(), ext: 'webp', mime: 'image/webp' };
    return { data: await image.jpeg({ quality: 85 }).toBuffer(), ext: 'jpg', mime: 'image/jpeg' };
  } catch {
    return null;
  }
}
