import { createHash } from 'node:crypto';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * The demo catalogue's product picture: a square with the product's initials on a colour of its own,
 * drawn here so the demo store shows pictures offline without shipping image files.
 */
export function demoImageSvg(file: string): string {
  const slug = file.replace(/\.[a-z0-9]+$/i, '');
  const words = slug.split('-').filter(Boolean);
  const initials = escapeXml(
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join(''),
  );
  const title = escapeXml(words.map((w) => (w[0]?.toUpperCase() ?? '') + w.slice(1)).join(' '));
  const hue = (createHash('sha1').update(slug).digest()[0] ?? 0) * 1.4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${title}"><rect width="240" height="240" fill="hsl(${hue.toFixed(0)} 45% 88%)"/><text x="120" y="138" font-family="system-ui, sans-serif" font-size="72" font-weight="600" text-anchor="middle" fill="hsl(${hue.toFixed(0)} 40% 32%)">${initials}</text></svg>`;
}
