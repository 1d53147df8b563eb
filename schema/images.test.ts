import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, parseImageTransforms } from './images';

describe('image addresses', () => {
  it('builds /img/{transforms}/{id}.{extension}', () => {
    expect(imageUrl({ id: 7, extension: 'jpg' }, { width: 640 })).toBe('/img/w_640/7.jpg');
    expect(imageUrl({ id: 7, extension: 'jpg' }, { width: 200, height: 100, crop: 'pad', background: '#ffffff' })).toBe(
      '/img/w_200,h_100,c_pad,b_ffffff/7.jpg',
    );
  });

  it('never resizes svg or gif', () => {
    expect(imageUrl({ id: 3, extension: 'gif' }, { width: 640 })).toBe('/img/original/3.gif');
    expect(imageSrcSet({ id: 3, extension: 'svg' })).toBeUndefined();
  });

  it('offers the spec widths up to the image width', () => {
    expect(imageSrcSet({ id: 1, extension: 'jpg', width: 1000 })).toBe('/img/w_320/1.jpg 320w, /img/w_640/1.jpg 640w, /img/w_768/1.jpg 768w');
  });

  it('parses transforms and rejects malformed ones', () => {
    expect(parseImageTransforms('w_320,h_200,c_fill')).toEqual({ width: 320, height: 200, crop: 'fill' });
    expect(parseImageTransforms('c_pad,b_FF0000')).toEqual({ crop: 'pad', background: 'ff0000' });
    expect(parseImageTransforms('original')).toEqual({});
    expect(parseImageTransforms('w_0')).toBeNull();
    expect(parseImageTransforms('w_99999')).toBeNull();
    expect(parseImageTransforms('c_stretch')).toBeNull();
    expect(parseImageTransforms('x_1')).toBeNull();
  });
});
