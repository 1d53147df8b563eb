import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { imageConfigSchema } from '../../schema/block-configs/basic';
import { linkSchema } from '../../schema/style-fields';
import { linkAttributes } from './page-context';
import { renderBlocks } from './registry';
import { blockBox, colorCss } from './style';

describe('the common style box', () => {
  it('writes value-with-unit layout fields, margins and paddings as CSS', () => {
    const box = blockBox({
      width: { value: 50, unit: '%' },
      maxWidth: { value: 640, unit: 'px' },
      minHeight: { value: 20, unit: 'vh' },
      margins: { top: { value: 2, unit: 'rem' }, left: { value: 0, unit: 'px' } },
      paddings: { bottom: { value: 16, unit: 'px' } },
      alignItems: 'center',
      isCropped: true,
    });
    expect(box?.style).toEqual({
      width: '50%',
      maxWidth: '640px',
      minHeight: '20vh',
      marginTop: '2rem',
      marginLeft: '0px',
      paddingBottom: '16px',
      alignItems: 'center',
      overflow: 'hidden',
    });
    expect(box?.className).toBe('block-box block-box--align');
  });

  it('sets nothing for a block without style, and ignores malformed values', () => {
    expect(blockBox({ text: 'x' })).toBeNull();
    expect(blockBox({ width: { value: '50', unit: '%' }, height: { value: 5, unit: 'cm' }, backgroundColor: 'red;x:y', alignItems: 'evil' })).toBeNull();
  });

  it('takes a site colour slot as its CSS variable, so it follows the site settings', () => {
    expect(colorCss('accent')).toBe('var(--accent)');
    expect(colorCss('footerText')).toBe('var(--footer-text)');
    expect(colorCss('#12ab34')).toBe('#12ab34');
    expect(colorCss('url(x)')).toBeUndefined();
  });

  it('draws hover effects 1 colour overlay, 2 scale and 3 zoom with their parameters', () => {
    expect(blockBox({ hoverEffect: 1, hoverColor: 'accent' })).toMatchObject({ className: 'block-box hover-effect--overlay', style: { '--hover-color': 'var(--accent)' } });
    expect(blockBox({ hoverEffect: 2, hoverScale: 110 })).toMatchObject({ className: 'block-box hover-effect--scale', style: { '--hover-scale': '1.1' } });
    expect(blockBox({ hoverEffect: 3 })).toMatchObject({ className: 'block-box hover-effect--zoom', style: { '--hover-zoom': '1.1' } });
    expect(blockBox({ hoverEffect: 0 })).toBeNull();
  });

  it('wraps a styled block for visitors, and leaves an unstyled one as it was', () => {
    const image = { id: 4, extension: 'jpg', width: 800, height: 600 };
    const styled = renderToStaticMarkup(renderBlocks([{ id: 'a', type: 'image', config: { image, altText: 'A', fit: 'fill', hoverEffect: 2 } }], 'visitor'));
    expect(styled).toMatch(/^<div class="block-box hover-effect--scale" style="--hover-scale:1.05"><figure/);
    const plain = renderToStaticMarkup(renderBlocks([{ id: 'a', type: 'image', config: { image, altText: 'A', fit: 'fill' } }], 'visitor'));
    expect(plain).toMatch(/^<figure/);
  });
});

describe('links', () => {
  const pages = [
    { pageId: 'home', slug: '', title: 'Home' },
    { pageId: 'about', slug: 'about', title: 'About' },
  ];
  it('go to a page of the site with its link parameters, in the same window', () => {
    expect(linkAttributes({ kind: 'page', pageId: 'about' }, pages, { sub: 'demo' })).toEqual({ href: '/about?sub=demo' });
    expect(linkAttributes({ kind: 'page', pageId: 'gone' }, pages, {})).toBeNull();
  });

  it('open an external address in the same window only for link type 1', () => {
    expect(linkAttributes({ kind: 'external', url: 'https://example.com/', linkType: 1 }, pages, {})).toEqual({ href: 'https://example.com/' });
    expect(linkAttributes({ kind: 'external', url: 'https://example.com/', linkType: 0 }, pages, {})).toEqual({ href: 'https://example.com/', target: '_blank', rel: 'noopener noreferrer' });
  });

  it('accept only web, mail and phone addresses', () => {
    expect(linkSchema.safeParse({ kind: 'external', url: 'javascript:alert(1)', linkType: 0 }).success).toBe(false);
    expect(linkSchema.safeParse({ kind: 'external', url: 'mailto:a@b.c', linkType: 1 }).success).toBe(true);
    expect(imageConfigSchema.safeParse({ image: null, altText: '', fit: 'fill', link: { kind: 'page', pageId: 'about' }, width: { value: 50, unit: '%' } }).success).toBe(true);
    expect(imageConfigSchema.safeParse({ image: null, altText: '', fit: 'fill', width: { value: 50, unit: 'cm' } }).success).toBe(false);
  });
});
