import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_CSV_BYTES, IMPORT_MAX_ZIP_BYTES, ImportText } from '../../../schema';
import { errorsCsv, errorsFileName, filesProblem, formatBytes, sortDropped } from './files';

describe('formatBytes', () => {
  it('reads as bytes, KB or MB', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(820)).toBe('820 bytes');
    expect(formatBytes(12_700)).toBe('12.4 KB');
    expect(formatBytes(3 * 1024 * 1024 + 100_000)).toBe('3.1 MB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
  });
});

describe('sortDropped', () => {
  it('takes a zip as the images and anything else as the CSV', () => {
    const csv = { name: 'works.csv', type: 'text/csv' };
    const zip = { name: 'pictures.ZIP', type: '' };
    const zipByType = { name: 'pictures', type: 'application/x-zip-compressed' };
    expect(sortDropped([zip, csv])).toEqual({ csv, images: zip });
    expect(sortDropped([zipByType])).toEqual({ csv: null, images: zipByType });
    expect(sortDropped([csv, { name: 'more.csv', type: 'text/csv' }])).toEqual({ csv, images: null });
  });
});

describe('filesProblem', () => {
  it('asks for a CSV, and refuses an empty one or one over the limits in the server’s words', () => {
    expect(filesProblem({ csv: null, images: { size: 10 } })).toBe(ImportText.noFile);
    expect(filesProblem({ csv: { size: 0 }, images: null })).toBe(ImportText.empty);
    expect(filesProblem({ csv: { size: IMPORT_MAX_CSV_BYTES + 1 }, images: null })).toBe(ImportText.csvTooLarge);
    expect(filesProblem({ csv: { size: 10 }, images: { size: IMPORT_MAX_ZIP_BYTES + 1 } })).toBe(ImportText.zipTooLarge);
    expect(filesProblem({ csv: { size: IMPORT_MAX_CSV_BYTES }, images: { size: IMPORT_MAX_ZIP_BYTES } })).toBeNull();
  });
});

describe('errorsCsv', () => {
  it('lists each row and reason, quoting cells with commas and quotes', () => {
    const text = errorsCsv([
      { row: 3, message: 'Price: “abc” is not a price. Write it in major units, such as 1250.00.' },
      { row: 12, message: 'Title: Enter a title, "please"' },
    ]);
    expect(text).toBe(
      '\uFEFFRow,Reason\r\n3,"Price: “abc” is not a price. Write it in major units, such as 1250.00."\r\n12,"Title: Enter a title, ""please"""\r\n',
    );
  });
  it('is a header alone without errors', () => {
    expect(errorsCsv([])).toBe('\uFEFFRow,Reason\r\n');
  });
});

describe('errorsFileName', () => {
  it('names the errors file after the CSV', () => {
    expect(errorsFileName('works.csv')).toBe('works-errors.csv');
    expect(errorsFileName('stock.2024.csv')).toBe('stock.2024-errors.csv');
    expect(errorsFileName('.csv')).toBe('import-errors.csv');
  });
});
