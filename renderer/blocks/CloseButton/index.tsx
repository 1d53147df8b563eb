import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import { BlockScript } from '../BlockScript';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

export const CLOSE_ATTRIBUTE = 'data-close-button';

/** Closes the popup (a dialog) it is in; anywhere else it goes back to the page before. */
const CLOSE_SCRIPT = `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[${CLOSE_ATTRIBUTE}]');if(!b)return;var d=b.closest('dialog,[role=dialog]');if(d&&d.close){d.close()}else if(d){d.hidden=true}else if(history.length>1){history.back()}});`;

export function CloseButtonBlock({ config, mode }: BlockProps<BlockConfig<'close-button'>>) {
  const style = { '--close-size': `${config.size}px`, color: colorCss(config.color) } as CSSProperties;
  return (
    <div className={`block-close text-align-${config.align}`}>
      <button type="button" className="block-close__button" style={style} aria-label={BlockText.close} {...{ [CLOSE_ATTRIBUTE]: '' }}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {mode === 'visitor' && <BlockScript name="close" code={CLOSE_SCRIPT} />}
    </div>
  );
}

export default CloseButtonBlock;

export const CLOSE_BUTTON_CSS = `
.block-close__button{display:inline-grid;place-items:center;width:calc(var(--close-size) + 16px);height:calc(var(--close-size) + 16px);padding:8px;border:0;background:transparent;color:inherit;cursor:pointer;border-radius:50%}
.block-close__button svg{width:var(--close-size);height:var(--close-size)}
`;
