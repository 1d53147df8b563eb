import { describe, expect, it } from 'vitest';
import { MediaText, MEDIA_MAX_BYTES } from '../../../schema';
import { formatBytes, refusalBeforeUpload } from './MediaLibrary';

describe('what the library refuses before sending a file', () => {
  it('lets through the image formats it takes, by name or by type', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'e.avif', 'f.gif', 'g.svg']) expect(refusalBeforeUpload({ name, size: 10, type: '' }), name).toBeNull();
    expect(refusalBeforeUpload({ name: 'camera-export', size: 10, type: 'image/jpeg' })).toBeNull();
  });

  it('refuses other files, empty files and files over 25 MB with the words the server uses', () => {
    expect(refusalBeforeUpload({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe(MediaText.unsupported);
    expect(refusalBeforeUpload({ name: 'scan.tiff', size: 10, type: 'image/tiff' })).toBe(MediaText.unsupported);
    expect(refusalBeforeUpload({ name: 'a.png', size: 0, type: 'image/png' })).toBe(MediaText.empty);
    expect(refusalBeforeUpload({ name: 'a.png', size: MEDIA_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(refusalBeforeUpload({ name: 'a.png', size: MEDIA_MAX_BYTES + 1, type: 'image/png' })).toBe(MediaText.tooLarge);
  });

  it('writes sizes as an owner reads them', () => {
    expect([formatBytes(900), formatBytes(2048), formatBytes(12.5 * 1024 * 1024)]).toEqual(['900 B', '2 KB', '12.5 MB']);
  });
});
