// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParallaxBands } from './ParallaxBands';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  frames = [];
});

/** A media query answer the test sets, with the listeners the hook adds. */
function reducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = { matches, addEventListener: (_: string, l: () => void) => listeners.add(l), removeEventListener: (_: string, l: () => void) => listeners.delete(l) };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return {
    set: (on: boolean) => {
      query.matches = on;
      act(() => listeners.forEach((l) => l()));
      nextFrame();
    },
  };
}

/** The frames asked for, run when the test says the next frame has come. */
let frames: FrameRequestCallback[] = [];
function nextFrame() {
  const due = frames;
  frames = [];
  act(() => due.forEach((step) => step(0)));
}

/** Two bands: one in the 800 px window at first (its top at 300), one far below it (at 2000). */
function mount(): HTMLElement[] {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((step) => frames.push(step));
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<ParallaxBands cells={[{ key: 1, content: 'One' }, { key: 2, content: 'Two' }]} />));
  const bands = Array.from(container.querySelectorAll<HTMLElement>('[data-parallax-band]'));
  const tops = [300, 2000];
  bands.forEach((band, i) => (band.getBoundingClientRect = () => ({ top: tops[i] - window.scrollY }) as DOMRect));
  return bands;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
  nextFrame();
}

const offsets = (bands: HTMLElement[]) => bands.map((b) => b.style.getPropertyValue('--parallax-offset'));

describe('the exhibitions’ parallax bands', () => {
  it('move each cover from 6% to 24% over 500 px of scroll, a band further down once it comes into view', () => {
    reducedMotion(false);
    const bands = mount();
    scrollTo(0);
    expect(offsets(bands)).toEqual(['6%', '6%']);
    scrollTo(250);
    expect(offsets(bands)).toEqual(['15%', '6%']);
    scrollTo(1450);
    expect(offsets(bands)).toEqual(['24%', '15%']);
  });

  it('stay at 6% for a visitor who asks for reduced motion, also when they ask for it later', () => {
    const motion = reducedMotion(true);
    const bands = mount();
    scrollTo(400);
    expect(offsets(bands)).toEqual(['6%', '6%']);
    motion.set(false);
    expect(offsets(bands)[0]).toBe('20.4%');
    motion.set(true);
    expect(offsets(bands)).toEqual(['6%', '6%']);
  });
});
