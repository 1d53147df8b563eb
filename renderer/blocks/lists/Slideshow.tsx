import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { SlideshowType } from '../../../schema/list-layouts';
import { CAROUSEL_ANIMATION_MS, SLIDER_MARGIN, SLIDER_SPEED_MS } from '../../../schema/list-paging';
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
 * keyboard focus is brought into view; slides a fade hides are inert.
 */
export function Slideshow({ idBase, label, slides, type, slider, onReachEnd }: SlideshowProps) {
  const [index, setIndex] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const root = useRef<HTMLElement>(null);
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
        <button type="button" className="slideshow__button slideshow__button--previous" aria-controls={trackId} aria-label={ListText.previous} disabled={index === 0} onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="slideshow__button slideshow__button--next" aria-controls={trackId} aria-label={ListText.next} disabled={index >= last} onClick={() => go(index + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="slideshow__viewport">
        <div className="slideshow__track" id={trackId} aria-live="polite">
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
