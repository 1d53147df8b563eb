import { describe, expect, it } from 'vitest';
import { edition, item } from '../testing/fixtures';
import { editionDetails, editionSize, workDimensions } from './artwork-size';

const cm = (height: number, width: number) => ({ height, width, depth: null, metric: 1, formatted: `${height} × ${width} cm` });
const inches = (height: number, width: number) => ({ height, width, depth: null, metric: 0, formatted: `${height} × ${width} in` });

describe('sizes on the art page', () => {
  it('reads an edition’s size with the owner’s other statement of it in brackets', () => {
    expect(editionSize(edition({ dimensions: cm(61, 50.8), alternateDimensions: inches(24, 20) }))).toBe('61 × 50.8 cm (24 × 20 in)');
    expect(editionSize(edition({ dimensions: cm(61, 50.8) }))).toBe('61 × 50.8 cm');
    expect(editionSize(edition({ dimensions: { ...cm(0, 0), formatted: '' }, alternateDimensions: inches(24, 20) }))).toBe('24 × 20 in');
  });

  it('takes the Dimensions fact from the work’s line, else from its first edition with the alternate', () => {
    expect(workDimensions(item({ dimensionsText: '24 x 20" (61 x 50.8 cm)' }))).toBe('24 x 20" (61 x 50.8 cm)');
    expect(workDimensions(item({ dimensionsText: null, editions: [edition({ dimensions: cm(61, 50.8), alternateDimensions: inches(24, 20) })] }))).toBe('61 × 50.8 cm (24 × 20 in)');
    expect(workDimensions(item({ dimensionsText: null, editions: [] }))).toBeNull();
  });

  it('adds to an edition’s line its size where the fact cannot speak for it, then framing and mounting', () => {
    const small = edition({ editionId: 1, dimensions: cm(40, 30), alternateDimensions: inches(15.75, 11.81), framing: 'Oak', mounting: 'Float mounted' });
    const large = edition({ editionId: 2, dimensions: cm(100, 80), mounting: 'Dibond' });
    const twoSizes = item({ dimensionsText: '40 × 30 cm (15.75 × 11.81 in)', editions: [small, large] });
    expect(editionDetails(twoSizes, small)).toEqual(['40 × 30 cm (15.75 × 11.81 in)', 'Oak', 'Float mounted']);
    expect(editionDetails(twoSizes, large)).toEqual(['100 × 80 cm', 'Dibond']);

    // One size, its alternate already in the fact: the line says only the framing and mounting.
    const oneSize = item({ dimensionsText: '40 × 30 cm (15.75 × 11.81 in)', editions: [small, { ...small, editionId: 3, alternateDimensions: null, framing: null, mounting: null }] });
    expect(editionDetails(oneSize, small)).toEqual(['Oak', 'Float mounted']);
    expect(editionDetails(oneSize, oneSize.editions[1])).toEqual([]);
    // An alternate the fact does not give is said on the edition's line.
    const otherAlternate = { ...small, alternateDimensions: inches(16, 12) };
    expect(editionDetails(item({ dimensionsText: '40 × 30 cm', editions: [otherAlternate] }), otherAlternate)).toEqual(['40 × 30 cm (16 × 12 in)', 'Oak', 'Float mounted']);
  });
});
