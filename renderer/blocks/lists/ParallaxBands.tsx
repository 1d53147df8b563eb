import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { PARALLAX } from '../../../schema/parallax';
import { bandScroll, parallaxOffset } from '../Parallax/offset';

/** The custom property a band's picture takes its vertical position from (lists/styles.ts). */
const OFFSET_PROPERTY = '--parallax-offset';
const BAND_ATTRIBUTE = 'data-parallax-band';

/**
 * Moves the picture of every band in `list` as its window scrolls (spec §9: 6% to 24% over 500 px of
 * scroll), at most once a frame. The window is the list's own, so the builder's canvas frame moves it
 * too. A visitor who asks for reduced motion gets the still 6% the server drew, also when they switch it
 * on later. `count` starts it afresh when more bands arrive.
 */
export function useParallaxBands(list: RefObject<HTMLElement | null>, count: number): void {
  useEffect(() => {
    const element = list.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    const reduce = typeof view.matchMedia === 'function' ? view.matchMedia('(prefers-reduced-motion: reduce)') : null;
    let frame = 0;
    const place = () => {
      frame = 0;
      const bands = Array.from(element.querySelectorAll<HTMLElement>(`[${BAND_ATTRIBUTE}]`));
      const scrollY = view.scrollY;
      // Every position is read before any is written, so the browser lays the page out once.
      const tops = bands.map((band) => band.getBoundingClientRect().top + scrollY);
      bands.forEach((band, i) => {
        const offset = reduce?.matches ? PARALLAX.from.offset : parallaxOffset(bandScroll(scrollY, tops[i], view.innerHeight));
        band.style.setProperty(OFFSET_PROPERTY, `${offset}%`);
      });
    };
    const schedule = () => {
      if (!frame) frame = view.requestAnimationFrame(place);
    };
    place();
    view.addEventListener('scroll', schedule, { passive: true });
    view.addEventListener('resize', schedule);
    reduce?.addEventListener('change', schedule);
    return () => {
      view.cancelAnimationFrame(frame);
      view.removeEventListener('scroll', schedule);
      view.removeEventListener('resize', schedule);
      reduce?.removeEventListener('change', schedule);
    };
  }, [list, count]);
}

/**
 * The exhibitions' parallax layout: one wide band per show, its cover behind its title and dates. The
 * server draws every picture at 6%, so nothing jumps when the script arrives.
 */
export function ParallaxBands({ cells }: { cells: Array<{ key: string | number; content: ReactNode }> }) {
  const list = useRef<HTMLUListElement>(null);
  useParallaxBands(list, cells.length);
  return (
    <ul ref={list} className="list-items list-items--parallax">
      {cells.map((cell) => (
        <li key={cell.key} className="list-items__cell" {...{ [BAND_ATTRIBUTE]: '' }}>
          {cell.content}
        </li>
      ))}
    </ul>
  );
}
