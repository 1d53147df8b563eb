import sharp from 'sharp';
import { migrateDocument, type ImageRef } from '../../../schema';
import type { Db } from '../../db/client';
import { imageFile, type ImageFile } from '../images';
import { loadPublishedDocument, type SiteRow } from '../sites';

/**
 * /favicon.ico for each site: the icon the owner chose (a library image, 64 px square), or a monogram:
 * the company's first letter on the site's accent colour.
 */
const monograms = new Map<string, Promise<Buffer>>();

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function monogram(company: string, accent: string): Promise<Buffer> {
  const letter = (company.trim().match(/\p{L}|\p{N}/u)?.[0] ?? '•').toUpperCase();
  const key = `${letter}:${accent}`;
  let png = monograms.get(key);
  if (!png) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="${escapeXml(accent)}"/><text x="32" y="44" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(letter)}</text></svg>`;
    png = sharp(Buffer.from(svg)).png().toBuffer();
    monograms.set(key, png);
    if (monograms.size > 500) monograms.delete(monograms.keys().next().value!);
  }
  return png;
}

export async function siteIcon(db: Db, dataDir: string, site: SiteRow): Promise<ImageFile> {
  const stored = await loadPublishedDocument(db, site.id);
  let icon: ImageRef | null = null;
  let accent = '#006d9e';
  let company = site.company;
  if (stored) {
    const document = migrateDocument(stored);
    icon = document.site.icon ?? null;
    accent = /^#[0-9a-f]{6}$/i.test(document.site.colors.accent ?? '') ? document.site.colors.accent! : accent;
    company = document.site.company || company;
  }
  if (icon) {
    const file = await imageFile(db, dataDir, icon.id, icon.extension, { width: 64, height: 64, crop: 'pad', background: 'ffffff' });
    if (file) return file;
  }
  return { contentType: 'image/png', data: await monogram(company, accent) };
}
