// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_AUTOPLAY_MS } from '../../../schema/list-paging';
import { ListText } from '../../texts';
import { Slideshow, type SlideshowProps } from './Slideshow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const slides = Array.from({ length: 3 }, (_, i) => ({ key: i, content: <a href={`/art/${i + 1}`}>Work {i + 1}</a> }));
const props = (overrides: Partial<SlideshowProps> = {}): SlideshowProps => ({ idBase: 'list-a', label: 'Artworks', slides, type: 'slide', slider: false, ...overrides });

function mount(overrides: Partial<SlideshowProps> = {}): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Slideshow {...props(overrides)} />));
  return container;
}

const index = (el: HTMLElement) => el.querySelector<HTMLElement>('.slideshow')!.style.getPropertyValue('--index');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toggle = (el: HTMLElement) => el.querySelector<HTMLButtonElement>('.slideshow__toggle');

describe('a carousel set to play by itself', () => {
  it('moves on every interval, round from the last slide to the first', () => {
    const el = mount({ autoplay: CAROUSEL_AUTOPLAY_MS });
    expect(index(el)).toBe('0');
    wait(CAROUSEL_AUTOPLAY_MS - 1);
    expect(index(el)).toBe('0');
    wait(1);
    expect(index(el)).toBe('1');
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(index(el)).toBe('2');
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(index(el)).toBe('0');
    // Screen readers are not told of every move while it turns by itself.
    expect(el.querySelector('.slideshow__track')!.getAttribute('aria-live')).toBe('off');
  });

  it('stops and starts again with its pause button', () => {
    const el = mount({ autoplay: CAROUSEL_AUTOPLAY_MS });
    expect(toggle(el)!.getAttribute('aria-label')).toBe(ListText.pause);
    act(() => toggle(el)!.click());
    expect(toggle(el)!.getAttribute('aria-label')).toBe(ListText.play);
    expect(el.querySelector('.slideshow__track')!.getAttribute('aria-live')).toBe('polite');
    wait(CAROUSEL_AUTOPLAY_MS * 3);
    expect(index(el)).toBe('0');
    act(() => toggle(el)!.click());
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(index(el)).toBe('1');
  });

  it('waits while the pointer is over it or the focus is in it', () => {
    const el = mount({ autoplay: CAROUSEL_AUTOPLAY_MS });
    const section = el.querySelector<HTMLElement>('.slideshow')!;
    act(() => section.dispatchEvent(new MouseEvent('mouseenter')));
    wait(CAROUSEL_AUTOPLAY_MS * 2);
    expect(index(el)).toBe('0');
    act(() => section.dispatchEvent(new MouseEvent('mouseleave')));
    act(() => el.querySelector<HTMLButtonElement>('button[aria-label="Next"]')!.focus());
    wait(CAROUSEL_AUTOPLAY_MS * 2);
    expect(index(el)).toBe('0');
    act(() => el.querySelector<HTMLButtonElement>('button[aria-label="Next"]')!.blur());
    wait(CAROUSEL_AUTOPLAY_MS);
    expect(index(el)).toBe('1');
  });

  it('never starts for a visitor who asks for reduced motion, who can still play it', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const el = mount({ autoplay: CAROUSEL_AUTOPLAY_MS });
    wait(CAROUSEL_AUTOPLAY_MS * 2);
    expect(index(el)).toBe('0');
    expect(toggle(el)!.getAttribute('aria-label')).toBe(ListText.play);
  });

  it('is server-rendered playing, with its button, so the script changes nothing on arrival', () => {
    const html = renderToString(<Slideshow {...props({ autoplay: CAROUSEL_AUTOPLAY_MS })} />);
    expect(html).toContain(`aria-label="${ListText.pause}"`);
  });
});

describe('a slideshow without autoplay', () => {
  it('stays where it is, with no pause button', () => {
    const el = mount();
    wait(CAROUSEL_AUTOPLAY_MS * 3);
    expect(index(el)).toBe('0');
    expect(toggle(el)).toBeNull();
    expect(el.querySelector('.slideshow__track')!.getAttribute('aria-live')).toBe('polite');
  });
});
