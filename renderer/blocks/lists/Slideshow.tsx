import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { SlideshowType } from '../../../schema/list-layouts';
import { CAROUSEL_ANIMATION_MS, SLIDER_MARGIN, SLIDER_SPEED_MS } from '../../../schema/list-paging';
import { useLive } from '../../islands/use-live';
import { ListText } from '../../texts';

export interface SlideshowProps {
  idBase: string;
  label: string;
  slides: Array<{ key: string | number; content: ReactNode }>;
  type: SlideshowType;
  /**
   * A slider shows 1, 3 or 5 slides by the window's width (600 and 1000 px) and moves in 1000 ms; a
   * carousel shows one and changes in 300 ms by sliding or fading.
   */
  slider: boolean;
  /** Called when the last slides come into view, so a list with more pages can load the next. */
  onReachEnd?: () => void;
  /**
   * A carousel the owner set to move by itself: the next slide every so many ms, round to the first
   * after the last (0 or missing is off). It waits while the pointer is over it or the focus is in it,
   * never starts for a visitor who asks for reduced motion, and has a button to pause and play it.
   */
  autoplay?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How many slides the stylesheet shows at this width (--per-view), read when it matters. */
function slidesPerView(element: HTMLElement | null): number {
  if (!element || typeof getComputedStyle === 'undefined') return 1;
  const value = Number.parseInt(getComputedStyle(element).getPropertyValue('--per-view'), 10);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * A list's slideshow layout: the first slides are in the server's HTML where the stylesheet places
 * them, so nothing moves when the script arrives. Previous and Next are buttons; a slide that takes the
 * keyboard focus is brought into view; slides a fade hides are inert. The buttons wait disabled until
 * the script runs.
 */
export function Slideshow({ idBase, label, slides, type, slider, onReachEnd, autoplay = 0 }: SlideshowProps) {
  const [index, setIndex] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const root = useRef<HTMLElement>(null);
  const live = useLive();
  const fade = type !== 'slide';
  // Fading shows one slide at a time, whatever the width; a slider follows the stylesheet's count.
  const [view, setView] = useState(1);
  useEffect(() => {
    if (fade || !slider) return;
    const measure = () => setView(slidesPerView(root.current));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [fade, slider]);
  const perView = fade || !slider ? 1 : view;
  const count = slides.length;
  const last = Math.max(0, count - perView);

  const go = (to: number) => {
    const next = Math.max(0, Math.min(to, last));
    if (next === index) return;
    setPrevious(index);
    setIndex(next);
  };

  useEffect(() => {
    if (onReachEnd && count > 0 && index >= last) onReachEnd();
  }, [index, last, count, onReachEnd]);

  // Autoplay: the server draws it playing; reduced motion stops it as soon as the script runs.
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  useEffect(() => {
    if (autoplay > 0 && prefersReducedMotion()) setPaused(true);
  }, [autoplay]);
  // Native listeners: focus moving inside it is focusin and focusout, which React and Preact (visitors'
  // islands) name differently.
  useEffect(() => {
    const element = root.current;
    if (!element || autoplay <= 0) return;
    const hold = (part: 'pointer' | 'focus', on: boolean) => () => setHeld((h) => (h[part] === on ? h : { ...h, [part]: on }));
    const leaveFocus = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
    };
    const listeners: Array<[string, EventListener]> = [
      ['mouseenter', hold('pointer', true)],
      ['mouseleave', hold('pointer', false)],
      ['focusin', hold('focus', true)],
      ['focusout', leaveFocus as EventListener],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [autoplay]);
  const rotating = autoplay > 0 && !paused && last > 0;
  const moving = rotating && !held.pointer && !held.focus;
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => go(index >= last ? 0 : index + 1), autoplay);
    return () => clearTimeout(timer);
  });

  const trackId = `${idBase}-slides`;
  const style = {
    '--index': String(index),
    '--slide-gap': `${SLIDER_MARGIN}px`,
    '--slide-speed': `${slider ? SLIDER_SPEED_MS : CAROUSEL_ANIMATION_MS}ms`,
  } as CSSProperties;
  return (
    <section
      ref={root}
      className={`slideshow slideshow--${type} ${slider ? 'slideshow--slider' : 'slideshow--carousel'}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div className="slideshow__controls">
        {autoplay > 0 && last > 0 && (
          <button
            type="button"
            className="slideshow__button slideshow__toggle"
            aria-controls={trackId}
            aria-label={paused ? ListText.play : ListText.pause}
            disabled={!live}
            onClick={() => setPaused(!paused)}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
        )}
        <button type="button" className="slideshow__button slideshow__button--previous" aria-controls={trackId} aria-label={ListText.previous} disabled={!live || index === 0} onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="slideshow__button slideshow__button--next" aria-controls={trackId} aria-label={ListText.next} disabled={!live || index >= last} onClick={() => go(index + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="slideshow__viewport">
        <div className="slideshow__track" id={trackId} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const hidden = fade && i !== index;
            const state = i === index ? ' is-current' : i === previous ? ' is-previous' : '';
            return (
              <div
                key={slide.key}
                className={`slideshow__slide${state}`}
                role="group"
                aria-roledescription="slide"
                aria-label={ListText.slideOf(i + 1, count)}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
                onFocus={() => {
                  if (fade) return;
                  if (i < index) go(i);
                  else if (i >= index + perView) go(i - perView + 1);
                }}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
