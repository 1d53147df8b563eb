import { resolve } from 'node:path';
import { createBuilder, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from './registry';

/**
 * The visitor build as vite.config.ts makes it (not written to disk): what a page with islands sends.
 * React and zod are the two heavy things it must never carry; each island is a file of its own.
 */
const ROOT = resolve(import.meta.dirname, '../..');

async function visitorChunks(): Promise<Rollup.OutputChunk[]> {
  const builder = await createBuilder({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'silent', build: { write: false } });
  const output = (await builder.build(builder.environments.visitor)) as Rollup.RollupOutput;
  return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

describe('the visitor build', () => {
  it('hydrates with Preact, carries no zod, and gives every island a file of its own fetched on demand', async () => {
    const chunks = await visitorChunks();
    const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules));
    expect(modules.some((id) => id.includes('/node_modules/preact/'))).toBe(true);
    expect(modules.filter((id) => /\/node_modules\/(react|react-dom|scheduler|zod)\//.test(id))).toEqual([]);

    const entry = chunks.find((chunk) => chunk.isEntry)!;
    expect(entry.dynamicImports).toHaveLength(Object.keys(ISLANDS).length);
    for (const chunk of chunks.filter((c) => c.isDynamicEntry)) expect(entry.imports).not.toContain(chunk.fileName);
  }, 60_000);
});
