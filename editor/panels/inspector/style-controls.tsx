import { useEffect, useId, useRef, useState } from 'react';
import { HexAlphaColorPicker, HexColorInput } from 'react-colorful';
import { useSite } from '../../../renderer/site/context';
import { themeColors } from '../../../renderer/site/themes';
import { BOX_SIDES, COLOR_SLOT_LABELS, COLOR_SLOTS, HEX_COLOR, isColorSlot, LENGTH_UNITS, type Box, type Length, type LengthUnit } from '../../../schema/style-values';
import { beginGesture } from '../../state/history';
import type { ControlProps } from './types';

/**
 * The common style fields' controls: a colour (the site's colour slots or a colour of the owner's, with
 * react-colorful), a length with its unit, a box of four lengths (margins, paddings).
 */

function isLength(value: unknown): value is Length {
  return typeof value === 'object' && value !== null && typeof (value as Length).value === 'number' && (LENGTH_UNITS as readonly string[]).includes((value as Length).unit);
}

/** A number and its unit; blank takes the length away. */
function LengthInputs({ label, value, onChange }: { label: string; value: Length | undefined; onChange: (value: Length | undefined) => void }) {
  const id = useId();
  // The unit chosen before a number is typed is kept here until there is a length to hold it.
  const [unit, setUnit] = useState<LengthUnit>(value?.unit ?? 'px');
  const shownUnit = value?.unit ?? unit;
  return (
    <span className="ed-length">
      <label htmlFor={`${id}-value`} className="ed-visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-value`}
        type="number"
        step="any"
        value={value?.value ?? ''}
        placeholder="auto"
        onChange={(e) => {
          const raw = e.target.value.trim();
          if (raw === '') return onChange(undefined);
          const n = Number(raw);
          if (Number.isFinite(n) && Math.abs(n) <= 10_000) onChange({ value: n, unit: shownUnit });
        }}
      />
      <label htmlFor={`${id}-unit`} className="ed-visually-hidden">
        {`${label} unit`}
      </label>
      <select
        id={`${id}-unit`}
        value={shownUnit}
        onChange={(e) => {
          const next = e.target.value as LengthUnit;
          setUnit(next);
          if (value) onChange({ value: value.value, unit: next });
        }}
      >
        {LENGTH_UNITS.map((u) => (
          <option key={u} value={u}>
            {u}
          </option>
        ))}
      </select>
    </span>
  );
}

export function LengthControl({ config, set, field }: ControlProps) {
  const value = config[field.key];
  return (
    <div className="ed-field">
      <span className="ed-field-label" aria-hidden="true">
        {field.meta.label}
      </span>
      <LengthInputs label={field.meta.label} value={isLength(value) ? value : undefined} onChange={(v) => set(field.key, v, true)} />
    </div>
  );
}

export function BoxControl({ config, set, field }: ControlProps) {
  const raw = config[field.key];
  const box: Box = typeof raw === 'object' && raw !== null ? (raw as Box) : {};
  const change = (side: (typeof BOX_SIDES)[number], length: Length | undefined) => {
    const next: Box = { ...box, [side]: length };
    if (!length) delete next[side];
    set(field.key, Object.keys(next).length ? next : undefined, true);
  };
  return (
    <fieldset className="ed-field ed-fieldset ed-box">
      <legend>{field.meta.label}</legend>
      {BOX_SIDES.map((side) => (
        <div key={side} className="ed-box-side">
          <span aria-hidden="true">{side[0].toUpperCase() + side.slice(1)}</span>
          <LengthInputs label={`${field.meta.label} ${side}`} value={isLength(box[side]) ? box[side] : undefined} onChange={(v) => change(side, v)} />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * react-colorful names its colour area a slider without a value; the brightness it shows is given as
 * one, so assistive technology (and axe) find the slider complete.
 */
function useSliderValues(root: HTMLElement | null, color: string) {
  useEffect(() => {
    const area = root?.querySelector('.react-colorful__saturation [role="slider"]');
    if (!area) return;
    area.setAttribute('aria-valuemin', '0');
    area.setAttribute('aria-valuemax', '100');
    const text = area.getAttribute('aria-valuetext') ?? '';
    area.setAttribute('aria-valuenow', /Brightness (\d+)/.exec(text)?.[1] ?? '0');
  }, [root, color]);
}

/** A colour: one of the site's colour slots (which follows the site's settings), or the owner's own. */
export function ColorControl({ config, set, field }: ControlProps) {
  const site = useSite();
  const id = useId();
  const value = config[field.key];
  const [open, setOpen] = useState(false);
  const [picker, setPicker] = useState<HTMLDivElement | null>(null);
  const palette = { ...themeColors(site.config.layout), ...site.config.colors };
  const own = typeof value === 'string' && HEX_COLOR.test(value) ? value : null;
  const shown = isColorSlot(value) ? palette[value] : (own ?? '#ffffff');
  const typing = useRef(false);
  useSliderValues(picker, shown);
  return (
    <fieldset className="ed-field ed-fieldset ed-color">
      <legend>{field.meta.label}</legend>
      <div className="ed-color-swatches" role="group" aria-label={`${field.meta.label}: the site’s colours`}>
        {COLOR_SLOTS.map((slot) => (
          <button
            key={slot}
            type="button"
            className="ed-color-swatch"
            style={{ background: palette[slot] }}
            aria-label={COLOR_SLOT_LABELS[slot]}
            title={COLOR_SLOT_LABELS[slot]}
            aria-pressed={value === slot}
            onClick={() => set(field.key, slot)}
          />
        ))}
      </div>
      <div className="ed-color-own">
        <span className="ed-color-current" style={{ background: value === undefined ? 'transparent' : shown }} aria-hidden="true" />
        <label htmlFor={`${id}-hex`}>Own colour</label>
        <HexColorInput
          id={`${id}-hex`}
          color={own ?? ''}
          alpha
          prefixed
          onChange={(hex) => set(field.key, hex, true)}
        />
        <button type="button" aria-expanded={open} aria-controls={`${id}-picker`} onClick={() => setOpen(!open)}>
          {open ? 'Close picker' : 'Pick'}
        </button>
        {value !== undefined && (
          <button type="button" className="ed-quiet" onClick={() => set(field.key, undefined)}>
            Clear
          </button>
        )}
      </div>
      {open && (
        <div id={`${id}-picker`} ref={setPicker} className="ed-color-picker" onPointerDownCapture={beginGesture}>
          <HexAlphaColorPicker
            color={shown}
            // A drag is many changes and one undo step: merged while it lasts.
            onChange={(hex) => {
              set(field.key, hex, typing.current);
              typing.current = true;
            }}
            onChangeEnd={() => {
              typing.current = false;
            }}
          />
        </div>
      )}
      <p className="ed-field-hint">{isColorSlot(value) ? `Follows the site’s ${COLOR_SLOT_LABELS[value].toLowerCase()} colour.` : own ? own : 'Not set.'}</p>
    </fieldset>
  );
}
