import { describe, expect, it } from 'vitest';
import { BlockType } from './block-types';
import { videoConfigSchema } from './block-configs/media';
import { VIDEO_DEFAULTS } from './block-configs/more-meta';
import { SCHEMA_VERSION, validateDocument } from './document';
import { VIDEO_LINK_PROBLEM, videoEmbedUrl } from './video';

describe('video links', () => {
  it('rewrite watch links, short links and embed links to the embed address', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=10')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  it('rewrite numbered video links, with their optional hash', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://vimeo.com/76979871/8272103f6e')).toBe('https://player.vimeo.com/video/76979871?h=8272103f6e');
    expect(videoEmbedUrl('https://vimeo.com/channels/staffpicks/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871?h=8272103f6e')).toBe('https://player.vimeo.com/video/76979871?h=8272103f6e');
  });

  it('add autoplay with mute, controls=0 for hidden controls and loop=1', () => {
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ', { autoplay: true, hideControls: true, loop: true })).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&controls=0&loop=1&playlist=dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871', { autoplay: true, loop: true })).toBe('https://player.vimeo.com/video/76979871?autoplay=1&muted=1&loop=1');
    expect(videoEmbedUrl('https://vimeo.com/76979871', { hideControls: true })).toBe('https://player.vimeo.com/video/76979871?controls=0');
  });

  it('refuse what is not a video of those sites', () => {
    for (const url of ['', 'not a url', 'javascript:alert(1)', 'https://example.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=<script>', 'https://vimeo.com/about']) {
      expect(videoEmbedUrl(url), url).toBeNull();
    }
  });
});

describe('the video block’s link field', () => {
  const url = (value: string) => videoConfigSchema.shape.url.safeParse(value);

  it('takes blank and every link the block can play', () => {
    for (const link of ['', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871']) {
      expect(url(link).success, link).toBe(true);
    }
  });

  it('refuses a web address that is not a video it can play, saying why', () => {
    for (const link of ['https://example.com/clip.mp4', 'https://www.youtube.com/@harbourgallery', 'https://vimeo.com/about', 'youtu.be/dQw4w9WgXcQ']) {
      const checked = url(link);
      expect(checked.success, link).toBe(false);
      expect(checked.error?.issues[0]?.message, link).toBe(VIDEO_LINK_PROBLEM);
    }
  });

  it('has a saved page with such a link refused, in the video block’s name', () => {
    const video = { id: 'v', type: BlockType.Video, config: { ...VIDEO_DEFAULTS, url: 'https://example.com/clip.mp4' } };
    const checked = validateDocument({
      schemaVersion: SCHEMA_VERSION,
      site: { company: 'Gallery', layout: 'classic', colors: {} },
      pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: false, blocks: [video] }],
    });
    expect(!checked.ok && checked.issues).toEqual([{ path: 'pages.0.blocks.0.config.url', message: `Video: ${VIDEO_LINK_PROBLEM}` }]);
  });
});
