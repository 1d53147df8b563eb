import type { CSSProperties } from 'react';
import { BOX_SIDES, HEX_COLOR, HOVER_DEFAULTS, HoverEffect, isColorSlot, LENGTH_UNITS, type Box, type Length } from '../../schema/style-values';
import { COLOR_VARIABLES } from '../site/colors';

/**
 * A block's common style fields (layout, colours, hover effect) as the class and inline style of the box
 * around it: the visitor renderer wraps a styled block in it, the builder puts it on the block's own
 * wrapper, so both draw the same. Only well-formed values are written (the config may be a hand-edited
 * document's).
 */

export interface BlockBox {
  className: string;
  style: CSSProperties;
}

function lengthCss(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { value: n, unit } = value as Length;
  return typeof n === 'number' && Number.isFinite(n) && (LENGTH_UNITS as readonly string[]).includes(unit) ? `${n}${unit}` : undefined;
}

/** A colour field as CSS: a slot follows the site's colour, a hex value is written as it is. */
export function colorCss(value: unknown): string | undefined {
  if (isColorSlot(value)) return `var(${COLOR_VARIABLES[value]})`;
  return typeof value === 'string' && HEX_COLOR.test(value) ? value : undefined;
}

const LENGTH_KEYS = ['width', 'minWidth', 'maxWidth', 'height', 'minHeight', 'maxHeight'] as const;
const capital = (side: string) => side[0].toUpperCase() + side.slice(1);

function boxCss(prefix: 'margin' | 'padding', value: unknown, style: Record<string, string>): void {
  if (typeof value !== 'object' || value === null) return;
  for (const side of BOX_SIDES) {
    const css = lengthCss((value as Box)[side]);
    if (css) style[`${prefix}${capital(side)}`] = css;
  }
}

/** The box of a block's style fields, or null when it sets none (the block is then drawn as it is). */
export function blockBox(config: Record<string, unknown>): BlockBox | null {
  const style: Record<string, string> = {};
  const classes: string[] = [];
  for (const key of LENGTH_KEYS) {
    const css = lengthCss(config[key]);
    if (css) style[key] = css;
  }
  boxCss('margin', config.margins, style);
  boxCss('padding', config.paddings, style);
  if (typeof config.alignItems === 'string' && ['flex-start', 'center', 'flex-end', 'stretch'].includes(config.alignItems)) {
    classes.push('block-box--align');
    style.alignItems = config.alignItems;
  }
  if (config.isCropped === true) style.overflow = 'hidden';
  const background = colorCss(config.backgroundColor);
  if (background) style.backgroundColor = background;
  const text = colorCss(config.textColor);
  if (text) {
    style.color = text;
    style['--body-text'] = text;
    style['--body-heading'] = text;
  }
  switch (config.hoverEffect) {
    case HoverEffect.ColorOverlay:
      classes.push('hover-effect--overlay');
      style['--hover-color'] = colorCss(config.hoverColor) ?? HOVER_DEFAULTS.hoverColor;
      break;
    case HoverEffect.Scale:
      classes.push('hover-effect--scale');
      style['--hover-scale'] = String(percent(config.hoverScale, HOVER_DEFAULTS.hoverScale));
      break;
    case HoverEffect.Zoom:
      classes.push('hover-effect--zoom');
      style['--hover-zoom'] = String(percent(config.hoverZoom, HOVER_DEFAULTS.hoverZoom));
      break;
  }
  if (classes.length === 0 && Object.keys(style).length === 0) return null;
  return { className: ['block-box', ...classes].join(' '), style: style as CSSProperties };
}

function percent(value: unknown, fallback: number): number {
  return (typeof value === 'number' && Number.isFinite(value) ? value : fallback) / 100;
}

/** The box's rules: hover effects animate only for visitors who have not asked for less motion. */
export const BLOCK_BOX_CSS = `
.block-box{position:relative}
.block-box--align{display:flex;flex-direction:column}
.hover-effect--overlay::after{content:"";position:absolute;inset:0;background:var(--hover-color);opacity:0;pointer-events:none;transition:opacity .3s}
.hover-effect--overlay:hover::after,.hover-effect--overlay:focus-within::after{opacity:1}
.hover-effect--scale{transition:transform .3s}
.hover-effect--scale:hover,.hover-effect--scale:focus-within{transform:scale(var(--hover-scale))}
.hover-effect--zoom{overflow:hidden}
.hover-effect--zoom>*{transition:transform .3s}
.hover-effect--zoom:hover>*,.hover-effect--zoom:focus-within>*{transform:scale(var(--hover-zoom))}
@media (prefers-reduced-motion:reduce){.hover-effect--overlay::after,.hover-effect--scale,.hover-effect--zoom>*{transition:none}}
`;
