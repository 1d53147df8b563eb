/**
 * Video links as the video block plays them (spec §5): watch links, short links and numbered video links
 * (with an optional privacy hash) from the video-sharing sites become their embed addresses; autoplay adds
 * the autoplay flag and a mute flag (browsers play only muted videos by themselves), hideControls sets
 * controls to 0, loop sets loop to 1. No zod here: the renderer uses it in the browser too.
 */

export interface VideoOptions {
  autoplay?: boolean;
  hideControls?: boolean;
  loop?: boolean;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

type Source = { site: 'youtube'; id: string } | { site: 'vimeo'; id: string; hash: string | null };

/** Which video a link names, from any of the forms the sites hand out. */
export function videoSource(url: string): Source | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const parts = parsed.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = parts[0] === 'watch' ? parsed.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(parts[0]) ? parts[1] : null;
    return id && YOUTUBE_ID.test(id) ? { site: 'youtube', id } : null;
  }
  if (host === 'youtu.be') return parts[0] && YOUTUBE_ID.test(parts[0]) ? { site: 'youtube', id: parts[0] } : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const numbered = parts[0] === 'video' ? parts.slice(1) : parts.filter((p) => p !== 'channels' && p !== 'staffpicks');
    const index = numbered.findIndex((p) => /^\d+$/.test(p));
    if (index < 0) return null;
    const next = numbered[index + 1];
    const hash = parsed.searchParams.get('h') ?? (next && /^[0-9a-f]{6,20}$/i.test(next) ? next : null);
    return { site: 'vimeo', id: numbered[index], hash };
  }
  return null;
}

/** The address the block's frame loads, or null for a link that is not a video. */
export function videoEmbedUrl(url: string, options: VideoOptions = {}): string | null {
  const source = videoSource(url);
  if (!source) return null;
  const params = new URLSearchParams();
  if (source.site === 'youtube') {
    if (options.autoplay) {
      params.set('autoplay', '1');
      params.set('mute', '1');
    }
    if (options.hideControls) params.set('controls', '0');
    // YouTube loops a single video only as a playlist of itself.
    if (options.loop) {
      params.set('loop', '1');
      params.set('playlist', source.id);
    }
    const query = params.toString();
    return `https://www.youtube.com/embed/${source.id}${query ? `?${query}` : ''}`;
  }
  if (source.hash) params.set('h', source.hash);
  if (options.autoplay) {
    params.set('autoplay', '1');
    params.set('muted', '1');
  }
  if (options.hideControls) params.set('controls', '0');
  if (options.loop) params.set('loop', '1');
  const query = params.toString();
  return `https://player.vimeo.com/video/${source.id}${query ? `?${query}` : ''}`;
}

/** Why the video block refuses a link: said under its field in the inspector, and by a refused save. */
export const VIDEO_LINK_PROBLEM = 'This link is not a video the block can play. Paste a YouTube or Vimeo link: a watch link, a short link or a numbered video link.';

