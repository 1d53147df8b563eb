import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The vite manifest entry of the visitor islands bundle. */
export const CLIENT_ENTRY = 'renderer/client.tsx';
/** The manifest of the visitor build (vite.config.ts), apart from the builder's .vite/manifest.json. */
export const VISITOR_MANIFEST = join('.vite', 'visitor-manifest.json');

/**
 * The hashed address of the islands script from dist/.vite/visitor-manifest.json, or null before a build.
 * A found address is kept; a missing manifest is looked for again, so a build after start is picked up.
 */
export function clientScriptLocator(distDir: string): () => string | null {
  let found: string | null = null;
  return () => {
    if (found) return found;
    const manifestPath = join(distDir, VISITOR_MANIFEST);
    if (!existsSync(manifestPath)) return null;
    try {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file?: string }>;
      const file = manifest[CLIENT_ENTRY]?.file;
      found = file ? `/static/${file}` : null;
    } catch {
      return null;
    }
    return found;
  };
}
