import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockSchema } from './block';
import { blockFromJson } from './block-shape';

/** What blockSchema makes of a value, as blockFromJson answers: the parsed block, or null. */
const zodAnswer = (value: unknown) => {
  const parsed = blockSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const name = fc.oneof(fc.string({ maxLength: 70 }), fc.constant(''), fc.string({ minLength: 64, maxLength: 66 }), fc.integer());
const config = fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.constant(null), fc.array(fc.integer()), fc.string());
const { block } = fc.letrec<{ block: unknown }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small' },
    fc.record({ id: name, type: name, config }, { requiredKeys: [] }),
    fc.record({ id: name, type: name, config, blocks: fc.oneof(fc.array(tie('block'), { maxLength: 3 }), fc.jsonValue()), extra: fc.jsonValue() }, { requiredKeys: ['id', 'type', 'config'] }),
    fc.jsonValue(),
  ),
}));

describe('blockFromJson', () => {
  it('takes and refuses exactly what blockSchema does, and gives back the same block', () => {
    fc.assert(
      fc.property(block, (value) => {
        expect(blockFromJson(value)).toEqual(zodAnswer(value));
      }),
      { numRuns: 2000, seed: 19 },
    );
  });

  it('keeps a nested block with its own keys only', () => {
    const value = { id: 'a', type: 'columns', config: { gap: 2 }, x: 1, blocks: [{ id: 'b', type: 'column', config: {}, y: 2 }] };
    expect(blockFromJson(value)).toEqual({ id: 'a', type: 'columns', config: { gap: 2 }, blocks: [{ id: 'b', type: 'column', config: {} }] });
    expect(blockFromJson({ id: 'a'.repeat(65), type: 'text', config: {} })).toBeNull();
    expect(blockFromJson({ id: 'a', type: 'text', config: {}, blocks: [{ id: 'b' }] })).toBeNull();
  });
});
