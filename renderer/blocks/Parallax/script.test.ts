// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARALLAX_SCRIPT } from './index';
import { bandScroll, parallaxOffset } from './offset';

/**
 * The parallax block's inline script, run in a document: each block's picture sits where the list bands'
 * rule (offset.ts) puts it, for blocks high and low on the page, and follows the scroll a frame later.
 */

const WINDOW_HEIGHT = 800;

function pageWith(tops: number[], scrollY: number, reduced = false) {
  document.body.innerHTML = tops.map(() => '<section data-parallax style="background-position-y:6%"></section>').join('');
  const blocks = [...document.querySelectorAll<HTMLElement>('[data-parallax]')];
  const scroll = { y: scrollY };
  // The window as a browser lays the page out: each block's top in the document, less the scroll.
  blocks.forEach((block, i) => vi.spyOn(block, 'getBoundingClientRect').mockImplementation(() => ({ top: tops[i] - scroll.y }) as DOMRect));
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scroll.y);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(WINDOW_HEIGHT);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce') }));
  const frames: FrameRequestCallback[] = [];
  // The script's listeners, taken off again after each test (each page here is the same window).
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    listeners.push([type, listener]);
    add(type, listener, options);
  });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  new Function(PARALLAX_SCRIPT)();
  return {
    offsets: () => blocks.map((b) => b.style.backgroundPositionY),
    scrollTo(y: number) {
      scroll.y = y;
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
      expect(frames).toHaveLength(1);
      frames.shift()!(0);
    },
  };
}

const expected = (tops: number[], y: number) => tops.map((top) => `${parallaxOffset(bandScroll(y, top, WINDOW_HEIGHT))}%`);

const listeners: Array<[string, EventListenerOrEventListenerObject]> = [];

function leavePage() {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}
afterEach(leavePage);

describe('the parallax block’s script', () => {
  it('places each picture by the bands’ rule, wherever the page is opened', () => {
    const tops = [120, 700, 2000, 5200];
    for (const y of [0, 90, 250, 500, 1250, 1450, 1700, 4600, 9000]) {
      expect(pageWith(tops, y).offsets()).toEqual(expected(tops, y));
      leavePage();
    }
  });

  it('starts a block further down at 6% when it comes into view, and moves it once a frame as the page scrolls', () => {
    const tops = [100, 2000];
    const page = pageWith(tops, 0);
    expect(page.offsets()).toEqual(['6%', '6%']);
    page.scrollTo(1200);
    expect(page.offsets()).toEqual(['24%', '6%']);
    page.scrollTo(1450);
    expect(page.offsets()).toEqual(['24%', '15%']);
    page.scrollTo(1700);
    expect(page.offsets()).toEqual(expected(tops, 1700));
    expect(page.offsets()[1]).toBe('24%');
  });

  it('leaves the pictures still for a visitor who asks for reduced motion', () => {
    expect(pageWith([100, 2000], 1450, true).offsets()).toEqual(['6%', '6%']);
  });
});
