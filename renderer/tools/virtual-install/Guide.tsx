import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { ToolText } from '../texts';
import { capturePointer } from '../ToolDialog';
import { moveLeftEnd, moveRightEnd, type GuideEnds } from './rules';

type Side = keyof GuideEnds;

interface GuideProps {
  /** The guide's ends, in pixels from the photo's left edge. */
  ends: GuideEnds;
  /** How far down the photo the guide lies, in pixels. */
  top: number;
  photoWidth: number;
  /** What the guide stands for, e.g. '213 cm'. */
  label: string;
  /** The photo's left edge on the screen, for turning pointer positions into guide positions. */
  photoLeft: () => number;
  onChange: (ends: GuideEnds) => void;
}

/**
 * The width guide (spec §5): a dashed line with a 14 px handle centred on each end. Each handle is
 * dragged with a pointer or moved with the arrow keys (Shift for 10 px, Home and End to the limits);
 * the rules in rules.ts keep it at least 57 px wide and stop the left end 50 px before the right handle.
 */
export function Guide({ ends, top, photoWidth, label, photoLeft, onChange }: GuideProps) {
  const drag = useRef<{ side: Side; offset: number } | null>(null);
  const width = Math.round(ends.right - ends.left);

  const move = (side: Side, x: number) => onChange(side === 'left' ? moveLeftEnd(ends, x) : moveRightEnd(ends, x, photoWidth));

  const handlers = (side: Side) => ({
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      event.preventDefault();
      capturePointer(event);
      event.currentTarget.focus();
      drag.current = { side, offset: event.clientX - photoLeft() - ends[side] };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (drag.current?.side === side) move(side, event.clientX - photoLeft() - drag.current.offset);
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const step = event.shiftKey ? 10 : 1;
      const to: Record<string, number> = { ArrowLeft: ends[side] - step, ArrowDown: ends[side] - step, ArrowRight: ends[side] + step, ArrowUp: ends[side] + step, Home: 0, End: photoWidth };
      if (!Object.hasOwn(to, event.key)) return;
      event.preventDefault();
      move(side, to[event.key]);
    },
  });

  const handle = (side: Side) => (
    <div
      role="slider"
      tabIndex={0}
      className={`room__handle room__handle--${side}`}
      style={{ left: side === 'left' ? 0 : '100%' }}
      aria-label={side === 'left' ? ToolText.guideLeft : ToolText.guideRight}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={Math.round(photoWidth)}
      aria-valuenow={Math.round(ends[side])}
      aria-valuetext={`${label}, ${ToolText.guideWidth(width)}`}
      {...handlers(side)}
    />
  );

  return (
    <div className="room__guide" style={{ left: ends.left, top, width: ends.right - ends.left }} data-width={width}>
      <div className="room__guide-bar" />
      <span className="room__guide-label" aria-hidden="true">
        {label}
      </span>
      {handle('left')}
      {handle('right')}
    </div>
  );
}
