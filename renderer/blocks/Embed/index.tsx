import type { BlockConfig } from '../../../schema/catalogue';
import { isWebAddress } from '../../../schema/web';
import { BlockText } from '../block-texts';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';

/** Another site's page in a frame (only a full web address is ever loaded); the builder shows where from. */
export function EmbedBlock({ config, mode }: BlockProps<BlockConfig<'embed'>>) {
  if (!isWebAddress(config.url)) return mode === 'builder' ? <BuilderHint>{BlockText.emptyEmbed}</BuilderHint> : null;
  if (mode === 'builder') {
    return (
      <div className="block-embed block-embed--preview" style={{ height: config.frameHeight }}>
        <span>{BlockText.embedPreview(new URL(config.url).hostname)}</span>
      </div>
    );
  }
  return (
    <div className="block-embed">
      <iframe
        src={config.url}
        title={config.title.trim() || BlockText.embedTitle}
        height={config.frameHeight}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen"
      />
    </div>
  );
}

export default EmbedBlock;

export const EMBED_CSS = `
.block-embed iframe{display:block;width:100%;border:0}
.block-embed--preview{display:grid;place-items:center;background:var(--surface);border:1px dashed #9a9a9a;border-radius:var(--radius);color:var(--muted)}
`;
