import { describe, expect, it } from 'vitest';
import { siteDocumentsSchema } from './site-parts-schema';
import { copyrightFontSize, generateMobilePart, includes, pageTopOffset, resolvedPart } from './site-parts';

describe('header and footer parts', () => {
  it('generate the mobile part from the desktop one, carrying the fixed position with the 75 px offset', () => {
    const documents = { header: { desktop: { config: { block: { position: 'fixed' as const, backgroundColor: '#fff4d6' } } } } };
    const mobile = resolvedPart(documents, 'header', 'mobile');
    expect(mobile.config.block).toEqual({ position: 'fixed', backgroundColor: '#fff4d6' });
    expect(pageTopOffset(mobile, 'mobile')).toBe(75);
    expect(pageTopOffset(resolvedPart(documents, 'header', 'desktop'), 'desktop')).toBe(0);
    // An offset the desktop part sets is carried as it is.
    expect(generateMobilePart({ config: { block: { position: 'fixed' }, pageTopOffset: 90 } }).config.pageTopOffset).toBe(90);
    // Generating never changes the desktop part.
    expect(documents.header.desktop.config).toEqual({ block: { position: 'fixed', backgroundColor: '#fff4d6' } });
  });

  it('use a mobile part of their own when one is set, and none when nothing is set', () => {
    const documents = { header: { desktop: { config: { block: { position: 'fixed' as const } } }, mobile: { config: { block: { position: 'relative' as const } } } } };
    expect(pageTopOffset(resolvedPart(documents, 'header', 'mobile'), 'mobile')).toBe(0);
    expect(resolvedPart(undefined, 'footer', 'mobile')).toEqual({ config: {} });
  });

  it('raise a copyright font size under 8 to 8 and default it to 16', () => {
    expect(copyrightFontSize({ config: {} })).toBe(16);
    expect(copyrightFontSize({ config: { copyright: { fontSize: 3 } } })).toBe(8);
    expect(copyrightFontSize({ config: { copyright: { fontSize: 12 } } })).toBe(12);
  });

  it('show country, phone and contact unless their includes flag is off', () => {
    expect(includes({ config: {} }, 'phone')).toBe(true);
    expect(includes({ config: { includes: { phone: false } } }, 'phone')).toBe(false);
    expect(includes({ config: { includes: { phone: false } } }, 'country')).toBe(true);
  });

  it('refuse offsets, colours and positions outside their rules', () => {
    expect(siteDocumentsSchema.safeParse({ header: { desktop: { config: { pageTopOffset: -1 } } } }).success).toBe(false);
    expect(siteDocumentsSchema.safeParse({ header: { desktop: { config: { block: { backgroundColor: 'red;}' } } } } }).success).toBe(false);
    expect(siteDocumentsSchema.safeParse({ header: { mobile: { config: { block: { position: 'sticky' } } } } }).success).toBe(false);
    expect(siteDocumentsSchema.safeParse({ footer: { desktop: { config: { copyright: { fontSize: 4 }, includes: { country: false } } } } }).success).toBe(true);
  });
});
