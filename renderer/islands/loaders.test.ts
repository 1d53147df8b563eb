import { describe, expect, it } from 'vitest';
import { ISLAND_LOADERS } from './loaders';
import { ISLANDS } from './registry';

describe('the browser island loaders', () => {
  it('load, for every island the server renders, the very component it rendered', async () => {
    expect(Object.keys(ISLAND_LOADERS).sort()).toEqual(Object.keys(ISLANDS).sort());
    for (const name of Object.keys(ISLANDS) as (keyof typeof ISLANDS)[]) {
      expect(await ISLAND_LOADERS[name](), name).toBe(ISLANDS[name]);
    }
  });
});
