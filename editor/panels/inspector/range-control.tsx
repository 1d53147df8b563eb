import { useId, useRef } from 'react';
import type { ControlProps } from './types';
import { beginGesture } from '../../state/history';

/**
 * A number dragged along a range (the hover effects' scale and zoom): a native range input, so the
 * arrow keys, Page Up and Down, Home and End move it, with its value and unit said beside it. A drag, or
 * a key held down, is many changes and one undo step: the first change of a gesture starts a step and
 * the others merge into it until the pointer or key is let go.
 */
export function RangeControl({ config, set, field }: ControlProps) {
  const id = useId();
  const { key, meta } = field;
  const min = meta.min ?? 0;
  const max = meta.max ?? 100;
  const raw = config[key];
  const value = typeof raw === 'number' ? raw : (meta.fallback ?? min);
  const merging = useRef(false);
  const end = () => {
    merging.current = false;
  };
  const shown = `${value}${meta.unit ?? ''}`;
  return (
    <div className="ed-field ed-range">
      <label htmlFor={id}>{meta.unit ? `${meta.label} (${meta.unit})` : meta.label}</label>
      <div className="ed-range-row">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={meta.step ?? 1}
          value={value}
          aria-valuetext={shown}
          aria-describedby={meta.hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            set(key, Number(e.target.value), merging.current);
            merging.current = true;
          }}
          onPointerDown={beginGesture}
          onPointerUp={end}
          onKeyUp={end}
          onBlur={end}
        />
        <output htmlFor={id} aria-hidden="true">
          {shown}
        </output>
      </div>
      {meta.hint && (
        <p id={`${id}-hint`} className="ed-field-hint">
          {meta.hint}
        </p>
      )}
    </div>
  );
}
