import { describe, expect, it } from 'vitest';
import { ImportText, suggestMapping } from '../../../../schema';
import { readPrice, writePrice } from './cells';
import { detectDelimiter, parseCsv, writeCsv } from './csv';

const read = (text: string) => parseCsv(Buffer.from(text, 'utf8'));
const refusal = (text: string | Buffer) => {
  try {
    parseCsv(typeof text === 'string' ? Buffer.from(text) : text);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('reading CSV', () => {
  it('reads quoted cells with commas, quotes and line breaks, CRLF and a byte order mark', () => {
    const table = read('\uFEFFSKU,Title,Notes\r\nA-1,"Harbour, at Dusk","She said ""wait""\r\nthen left"\r\nA-2,Plain,\r\n');
    expect(table.columns).toEqual(['SKU', 'Title', 'Notes']);
    expect(table.rows).toEqual([
      ['A-1', 'Harbour, at Dusk', 'She said "wait"\r\nthen left'],
      ['A-2', 'Plain', ''],
    ]);
  });

  it('reads LF files, semicolon and tab separated files, and fills short rows', () => {
    expect(read('a;b\n1;"2;3"\n').rows).toEqual([['1', '2;3']]);
    expect(read('a\tb\n1\t2\n').rows).toEqual([['1', '2']]);
    expect(read('a,b,c\n1\n').rows).toEqual([['1', '', '']]);
    expect(detectDelimiter('"x;y",b,c\n')).toBe(',');
  });

  it('keeps blank rows between, so row numbers match the spreadsheet, and drops them at the end', () => {
    expect(read('a,b\n1,2\n,\n3,4\n\n\n').rows).toEqual([['1', '2'], ['', ''], ['3', '4']]);
  });

  it('drops trailing columns without a heading or cells, and refuses a blank heading between', () => {
    expect(read('a,b,,\n1,2,,\n').columns).toEqual(['a', 'b']);
    expect(refusal('a,,c\n1,2,3\n')).toBe(ImportText.blankHeading(2));
  });

  it('refuses files that are not CSV text with the reason and row', () => {
    expect(refusal('')).toBe(ImportText.empty);
    expect(refusal('\uFEFF \r\n')).toBe(ImportText.empty);
    expect(refusal('a,b\n')).toBe(ImportText.noRows);
    expect(refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]))).toBe(ImportText.notText);
    expect(refusal('a,b\n1,2\n3,"x"y\n')).toBe(ImportText.unreadable(3, 'a quoted cell has text right after its closing quote (write a quote inside a quoted cell as "").'));
  });

  it('writes what it reads: quotes where needed, CRLF, and a byte order mark', () => {
    const rows = [['A,1', 'say "hi"', 'two\nlines', ' ', 'é']];
    const text = writeCsv(['x', 'y', 'z', 'w', 'v'], rows);
    expect(text.startsWith('\uFEFFx,y,z,w,v\r\n')).toBe(true);
    expect(read(text).rows).toEqual(rows);
  });
});

describe('prices', () => {
  it('reads major units into minor units and writes them back', () => {
    expect([readPrice('1250.00'), readPrice('1,250.5'), readPrice('$1,250'), readPrice('0.07'), readPrice('')]).toEqual([125_000, 125_050, 125_000, 7, null]);
    expect(() => readPrice('12.345')).toThrow('is not a price');
    expect(() => readPrice('1.250,00')).toThrow('is not a price');
    expect(writePrice(125_050)).toBe('1250.50');
    expect(writePrice(7)).toBe('0.07');
  });
});

describe('suggesting a mapping', () => {
  it('maps headings by name, by the names spreadsheets use, in any case and punctuation, each field once', () => {
    expect(suggestMapping('artworks', ['Stock No.', 'TITLE', 'Artist name', 'Retail Price (USD)', 'Qty', 'Height (cm)', 'Colour', 'Title'])).toEqual([
      'sku',
      'title',
      'artist',
      null,
      'quantity',
      'height',
      null,
      null,
    ]);
    expect(suggestMapping('artworks', ['Price USD', 'Images', 'Edition of'])).toEqual(['price', 'images', 'editionSize']);
    expect(suggestMapping('artists', ['Artist', 'Birth year', 'Résumé', 'Website'])).toEqual(['name', 'beginDate', 'curriculumVitae', 'url']);
  });
});
