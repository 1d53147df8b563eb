import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockType } from '../../schema/block-types';
import type { Block } from '../../schema/document';
import { BLOCKS_CSS } from './blocks-css';
import { renderBlocks } from './registry';

/**
 * The spec's motion as a visitor's browser gets it (§4, §9): the numbers are the spec's own, written out
 * here rather than read from the constants, so a wrong constant fails. Rules are read from the blocks'
 * stylesheet that the site ships, and timings from the markup and scripts the visitor renderer writes.
 */

/** The blocks' part of the stylesheet every site page links (renderer/site/styles.ts). */
const css = BLOCKS_CSS;
/** The declarations of the shipped rule whose selector list is exactly `selector`. */
function rule(selector: string): string {
  const found = css.split('}').find((r) => r.split('{')[0]!.trim() === selector);
  if (!found) throw new Error(`No rule for ${selector}`);
  return found.split('{')[1]!;
}
const visitorHtml = (blocks: Block[]) => renderToStaticMarkup(<>{renderBlocks(blocks, 'visitor')}</>);
const child: Block[] = [
  { id: 'one', type: BlockType.Button, config: { text: 'One' } },
  { id: 'two', type: BlockType.Button, config: { text: 'Two' } },
];

describe('accordion motion', () => {
  const out = visitorHtml([{ id: 'a', type: BlockType.Accordion, config: { title: 'FAQ' }, blocks: child }]);

  it('opens and closes its height over 900 ms and its opacity over 400 ms', () => {
    expect(rule('.block-accordion__panel')).toContain('transition:height 900ms ease,opacity 400ms ease');
  });

  it('turns its arrow over 250 ms', () => {
    expect(rule('.block-accordion__arrow')).toContain('transition:transform 250ms');
  });

  it('measures the open content again after 50 and 500 ms, and hides the closed panel once its 900 ms have run', () => {
    expect(out).toContain('setTimeout(fit,50);setTimeout(fit,500)');
    expect(out).toMatch(/p\.hidden=true\},900\)/);
  });
});

describe('slideshow transitions', () => {
  const slideshow = (transition: string) => visitorHtml([{ id: 's', type: BlockType.Slideshow, config: { transition }, blocks: child }]);

  it('animate over the carousel’s default 300 ms', () => {
    expect(slideshow('fadeOut')).toContain('--slide-duration:300ms');
  });

  it('fade out: the shown slide fades away first, and the next one fades in only after it', () => {
    expect(slideshow('fadeOut')).toContain('class="block-slideshow block-slideshow--fadeOut"');
    const leaving = rule('.block-slideshow--fadeIn.is-ready .block-slideshow__slides>*,.block-slideshow--fadeOut.is-ready .block-slideshow__slides>*');
    expect(leaving).toContain('opacity:0');
    const coming = rule('.block-slideshow--fadeOut.is-ready .block-slideshow__slides>.is-current');
    expect(coming).toContain('opacity:1');
    expect(coming).toContain('transition-delay:var(--slide-duration)');
    // Fade in, by contrast, lays the next slide over the shown one at once.
    const over = rule('.block-slideshow--fadeIn.is-ready .block-slideshow__slides>.is-current');
    expect(over).toContain('z-index:1');
    expect(over).not.toContain('transition-delay');
  });

  it('move opacity over the slide duration from the first change on, and keep a leaving slide seen while it goes', () => {
    const moving = rule('.block-slideshow.is-live .block-slideshow__slides>*');
    expect(moving).toContain('opacity var(--slide-duration) ease');
    expect(moving).toContain('visibility var(--slide-duration)');
    expect(rule('.block-slideshow.is-ready .block-slideshow__slides>*')).not.toContain('transition');
  });
});

describe('fade in on scroll', () => {
  const out = visitorHtml([{ id: 'f', type: BlockType.ScrollFade, config: {}, blocks: child }]);

  it('fades in and slides up 100 px over 1000 ms', () => {
    expect(out).toContain('--fade-ms:1000ms;--fade-distance:100px');
    expect(rule('.block-scroll-fade.is-waiting')).toBe('opacity:0;transform:translateY(var(--fade-distance))');
    expect(rule('.block-scroll-fade.is-waiting.is-visible')).toContain('transition:opacity var(--fade-ms) ease,transform var(--fade-ms) ease');
  });

  it('starts after a random delay of up to 500 ms, once, the first time it is seen', () => {
    expect(out).toContain('setTimeout(function(){el.classList.add(\'is-visible\')},Math.random()*500)');
    expect(out).toContain('seen.unobserve(e.target)');
  });
});
