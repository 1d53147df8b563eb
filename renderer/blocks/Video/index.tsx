import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { videoEmbedUrl } from '../../../schema/video';
import { BlockText } from '../block-texts';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';

/**
 * A video from a video-sharing site, played in the site's own embed frame at the block's size (560x315 by
 * default, scaled down to fit). The builder draws a still placeholder, so the canvas loads no player.
 */
export function VideoBlock({ config, mode }: BlockProps<BlockConfig<'video'>>) {
  const src = videoEmbedUrl(config.url, config);
  if (!src) return mode === 'builder' ? <BuilderHint>{BlockText.emptyVideo}</BuilderHint> : null;
  const style = { maxWidth: `${config.width}px`, aspectRatio: `${config.width} / ${config.height}` } as CSSProperties;
  if (mode === 'builder') {
    return (
      <div className="block-video block-video--preview" style={style}>
        <span className="block-video__play" aria-hidden="true" />
        <span className="block-video__label">{`${BlockText.videoPreview}: ${new URL(src).hostname}`}</span>
      </div>
    );
  }
  return (
    <div className="block-video" style={style}>
      <iframe
        src={src}
        title={config.title.trim() || BlockText.videoTitle}
        width={config.width}
        height={config.height}
        loading="lazy"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

export default VideoBlock;

export const VIDEO_CSS = `
.block-video{width:100%;position:relative}
.block-video iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.block-video--preview{display:grid;place-items:center;align-content:center;gap:8px;background:#1f1f1f;color:#f5f5f5;border-radius:var(--radius)}
.block-video__play{width:0;height:0;border-style:solid;border-width:18px 0 18px 30px;border-color:transparent transparent transparent currentColor}
.block-video__label{font-size:.875rem}
`;
