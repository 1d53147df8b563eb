import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { useLinkAttributes } from '../page-context';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

/** The look of a button as CSS variables: the Button block's, shared by the buttons that act (artist name, cookie choice). */
export interface ButtonLook {
  buttonHeight: number;
  buttonColor?: unknown;
  buttonTextColor?: unknown;
  hoverButtonColor?: unknown;
  hoverTextColor?: unknown;
}

export function buttonVariables(config: ButtonLook): CSSProperties {
  return {
    '--btn-height': `${config.buttonHeight}px`,
    '--btn-bg': colorCss(config.buttonColor) ?? 'var(--accent)',
    '--btn-text': colorCss(config.buttonTextColor) ?? 'var(--body-bg)',
    '--btn-hover-bg': colorCss(config.hoverButtonColor) ?? colorCss(config.buttonColor) ?? 'var(--accent)',
    '--btn-hover-text': colorCss(config.hoverTextColor) ?? colorCss(config.buttonTextColor) ?? 'var(--body-bg)',
  } as CSSProperties;
}

/**
 * A button (40px high by default) that links to a page or another site. Its hover colours show on hover
 * and keyboard focus, and revert on blur, when the pointer leaves and while it is pressed (spec §4).
 */
export function ButtonBlock({ config }: BlockProps<BlockConfig<'button'>>) {
  const link = useLinkAttributes(config.link);
  const style = buttonVariables(config);
  const text = config.text.trim() || 'Button';
  return (
    <div className={`block-button text-align-${config.align}`} style={style}>
      {link ? (
        <a className="block-button__link" {...link}>
          {text}
        </a>
      ) : (
        <span className="block-button__link">{text}</span>
      )}
    </div>
  );
}

export default ButtonBlock;

export const BUTTON_CSS = `
.block-button{max-width:none}
.block-button__link{display:inline-flex;align-items:center;justify-content:center;min-height:var(--btn-height);padding:0 24px;border-radius:var(--radius);background:var(--btn-bg);color:var(--btn-text);text-decoration:none;font-weight:600;transition:background-color .2s,color .2s}
button.block-button__link{border:0;font:inherit;font-weight:600;cursor:pointer}
a.block-button__link:hover,a.block-button__link:focus-visible,button.block-button__link:hover,button.block-button__link:focus-visible{background:var(--btn-hover-bg);color:var(--btn-hover-text)}
a.block-button__link:active,button.block-button__link:active{background:var(--btn-bg);color:var(--btn-text)}
`;
