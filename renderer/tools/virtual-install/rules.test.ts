import { siteConfigSchema } from '../../../schema/document';
import { describe, expect, it } from 'vitest';
import { DimensionUnit, InventoryType } from '../../../schema/enums';
import {
  canVirtualInstall,
  centredGuide,
  defaultGuideWidth,
  fromInches,
  GUIDE_HANDLE_PX,
  GUIDE_MIN_PX,
  LEFT_HANDLE_STOP_PX,
  moveLeftEnd,
  moveRightEnd,
  parseGuideWidth,
  pieceSize,
  pixelsPerUnit,
  toInches,
} from './rules';

const dims = (width: number | null, height: number | null, metric: number, depth: number | null = null) => ({ dimensions: { width, height, depth, metric, formatted: '' } });
const { Inches, Centimeters, Feet } = DimensionUnit;

describe('units', () => {
  it('converts centimetres and feet to inches and back', () => {
    expect(toInches(2.54, Centimeters)).toBeCloseTo(1);
    expect(toInches(2, Feet)).toBe(24);
    expect(toInches(7, Inches)).toBe(7);
    expect(fromInches(84, Centimeters)).toBeCloseTo(213.36);
    expect(fromInches(120, Feet)).toBe(10);
  });
});

describe('the piece’s size', () => {
  it('comes from the first edition with both a width and a height, in its unit', () => {
    expect(pieceSize([dims(null, 20, Centimeters), dims(46.4, 51.1, Centimeters, 3)])).toEqual({ width: 46.4, height: 51.1, depth: 3, unit: Centimeters });
    expect(pieceSize([dims(3, 4, Feet)])).toEqual({ width: 3, height: 4, depth: null, unit: Feet });
  });

  it('is 36 × 36 in when unknown', () => {
    for (const editions of [[], [dims(null, null, Centimeters)], [dims(20, 0, Centimeters)], [dims(20, null, Feet)]]) {
      expect(pieceSize(editions)).toEqual({ width: 36, height: 36, depth: null, unit: Inches });
    }
  });

  it('takes an unknown unit for inches', () => {
    expect(pieceSize([dims(10, 12, 7)]).unit).toBe(Inches);
  });
});

describe('the guide’s default width', () => {
  it('is 84 in, or 120 in for a piece at least 156 in wide or 70 in tall', () => {
    expect(defaultGuideWidth({ width: 36, height: 36, depth: null, unit: Inches })).toBe(84);
    expect(defaultGuideWidth({ width: 155.9, height: 69.9, depth: null, unit: Inches })).toBe(84);
    expect(defaultGuideWidth({ width: 156, height: 10, depth: null, unit: Inches })).toBe(120);
    expect(defaultGuideWidth({ width: 10, height: 70, depth: null, unit: Inches })).toBe(120);
  });

  it('is converted, as a whole number, for centimetres and feet', () => {
    expect(defaultGuideWidth({ width: 46, height: 51, depth: null, unit: Centimeters })).toBe(213);
    expect(defaultGuideWidth({ width: 10, height: 177.8, depth: null, unit: Centimeters })).toBe(305);
    expect(defaultGuideWidth({ width: 10, height: 177.7, depth: null, unit: Centimeters })).toBe(213);
    expect(defaultGuideWidth({ width: 3, height: 4, depth: null, unit: Feet })).toBe(7);
    expect(defaultGuideWidth({ width: 13, height: 4, depth: null, unit: Feet })).toBe(10);
  });
});

describe('a typed guide width', () => {
  it('is a positive whole number, otherwise blank', () => {
    expect(parseGuideWidth('84')).toBe(84);
    expect(parseGuideWidth('007')).toBe(7);
    for (const text of ['', '0', '-5', '12.5', '1e3', ' 84', '84 in', 'abc', '0x10', '99999999999999999999']) expect(parseGuideWidth(text), text).toBeNull();
  });
});

describe('the guide’s handles', () => {
  const photo = 1000;
  const guide = { left: 200, right: 600 };

  it('are 14 px wide; the guide is never narrower than 57 px, and the left end stops 50 px before the right handle', () => {
    expect(GUIDE_HANDLE_PX).toBe(14);
    expect(GUIDE_MIN_PX).toBe(57);
    expect(LEFT_HANDLE_STOP_PX).toBe(50);
    const left = moveLeftEnd(guide, 10_000);
    expect(left.right - GUIDE_HANDLE_PX / 2 - left.left).toBe(50);
    expect(left.right - left.left).toBe(57);
    const right = moveRightEnd(guide, -10_000, photo);
    expect(right.right - right.left).toBe(57);
  });

  it('move freely between the limits and stay on the photo', () => {
    expect(moveLeftEnd(guide, 250)).toEqual({ left: 250, right: 600 });
    expect(moveLeftEnd(guide, -40)).toEqual({ left: 0, right: 600 });
    expect(moveRightEnd(guide, 700, photo)).toEqual({ left: 200, right: 700 });
    expect(moveRightEnd(guide, 1200, photo)).toEqual({ left: 200, right: 1000 });
  });

  it('start centred, at least 57 px wide and within the photo', () => {
    expect(centredGuide(500, 300, photo)).toEqual({ left: 350, right: 650 });
    expect(centredGuide(500, 10, photo)).toEqual({ left: 471.5, right: 528.5 });
    expect(centredGuide(950, 300, photo)).toEqual({ left: 700, right: 1000 });
    expect(centredGuide(500, 3000, photo)).toEqual({ left: 0, right: 1000 });
  });

  it('set the scale: the guide’s pixels over the width it stands for', () => {
    expect(pixelsPerUnit({ left: 100, right: 520 }, 84)).toBe(5);
  });
});

describe('who gets the virtual install', () => {
  const image = { id: 1, extension: 'jpg', width: 10, height: 10, imageAlt: '' };
  const artwork = { type: InventoryType.Artwork, images: [image], editions: [dims(50, 60, Centimeters, 4)] };

  it('artworks with a picture', () => {
    expect(canVirtualInstall(artwork)).toBe(true);
    expect(canVirtualInstall({ ...artwork, editions: [] })).toBe(true);
  });

  it('not other kinds of inventory, gif pictures or works without a picture', () => {
    for (const type of [InventoryType.Merchandise, InventoryType.Jewelry, InventoryType.Furniture, InventoryType.Lighting, InventoryType.Decor]) {
      expect(canVirtualInstall({ ...artwork, type }), String(type)).toBe(false);
    }
    expect(canVirtualInstall({ ...artwork, images: [{ ...image, extension: 'gif' }] })).toBe(false);
    expect(canVirtualInstall({ ...artwork, images: [] })).toBe(false);
  });

  it('not pieces deeper than the threshold, in any unit', () => {
    expect(canVirtualInstall({ ...artwork, editions: [dims(50, 60, Centimeters, 30.48)] })).toBe(true);
    expect(canVirtualInstall({ ...artwork, editions: [dims(50, 60, Centimeters, 30.6)] })).toBe(false);
    expect(canVirtualInstall({ ...artwork, editions: [dims(20, 30, Inches, 12)] })).toBe(true);
    expect(canVirtualInstall({ ...artwork, editions: [dims(2, 3, Feet, 1.1)] })).toBe(false);
    expect(canVirtualInstall({ ...artwork, editions: [dims(50, 60, Centimeters, 40)] }, 24)).toBe(true);
    // The site's own threshold (Settings), and the product's when it has none.
    expect(canVirtualInstall({ ...artwork, editions: [dims(50, 60, Centimeters, 40)] }, 15)).toBe(false);
    expect(canVirtualInstall({ ...artwork, editions: [dims(20, 30, Inches, 12)] }, undefined)).toBe(true);
    expect(canVirtualInstall({ ...artwork, editions: [dims(20, 30, Inches, 13)] }, undefined)).toBe(false);
  });

  it('a threshold the owner may set: whole inches from 1 to 120', () => {
    const site = { company: 'Gallery', layout: 'classic', colors: {} };
    for (const virtualInstallMaxDepth of [1, 12, 120, undefined]) expect(siteConfigSchema.safeParse({ ...site, virtualInstallMaxDepth }).success).toBe(true);
    for (const virtualInstallMaxDepth of [0, 121, 2.5, '24', null]) expect(siteConfigSchema.safeParse({ ...site, virtualInstallMaxDepth }).success).toBe(false);
  });
});
