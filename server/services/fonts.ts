import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { servedFontFile } from '../../schema/fonts';

const require = createRequire(import.meta.url);

/**
 * The bytes of one curated font file from its @fontsource package, or null when the request names
 * anything else. The path is built from the package's own location and a file name rebuilt from the
 * curated list, never from the request, so no address can reach another file.
 */
export async function fontFile(family: string, file: string): Promise<Buffer | null> {
  const served = servedFontFile(family, file);
  if (!served) return null;
  try {
    const packageDir = dirname(require.resolve(`@fontsource/${served.family.id}/package.json`));
    return await readFile(join(packageDir, 'files', served.file));
  } catch (error) {
    // A curated family whose package is missing is a broken install, worth a line in the log.
    console.error(`Font ${family}/${file} could not be read:`, error);
    return null;
  }
}
