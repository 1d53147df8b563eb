import type { BlockConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';

/**
 * The owner's own HTML, in a sandboxed frame of its own (srcdoc) without allow-same-origin: its scripts
 * run in an opaque origin, so they cannot read the site's cookies, its storage or the page around them.
 */
export const CUSTOM_HTML_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

export function CustomHtmlBlock({ config, mode }: BlockProps<BlockConfig<'custom-html'>>) {
  if (!config.code.trim()) return mode === 'builder' ? <BuilderHint>{BlockText.emptyCustomHtml}</BuilderHint> : null;
  return (
    <div className="block-custom-html">
      {mode === 'builder' && <p className="builder-hint">{BlockText.customHtmlNotice}</p>}
      <iframe sandbox={CUSTOM_HTML_SANDBOX} srcDoc={config.code} title={config.title.trim() || BlockText.customHtmlTitle} height={config.frameHeight} loading="lazy" />
    </div>
  );
}

export default CustomHtmlBlock;

/** In the builder (.cb-block) the frame takes no pointer: a drag over it stays the canvas's, as previews are inert. */
export const CUSTOM_HTML_CSS = `
.block-custom-html iframe{display:block;width:100%;border:0}
.block-custom-html .builder-hint{margin-bottom:8px}
.cb-block .block-custom-html iframe{pointer-events:none}
`;
