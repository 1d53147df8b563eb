import { describe, expect, it, vi } from 'vitest';
import type { SiteDocument } from '../../schema';
import { BlockType } from '../../schema/block-types';
import type { Block } from '../../schema/document';
import { pageNeedsMoreRenderers, prefetchRenderersForOpenPage } from './open-page-renderers';
import { useEditorUi } from './store';

const site = (home: Block[], about: Block[]): SiteDocument => ({
  schemaVersion: 1,
  site: { company: 'Gallery', layout: 'classic', colors: {} },
  pages: [
    { pageId: 'home', slug: '', type: 7, title: 'Home', showInNavigation: true, isTitleVisible: true, blocks: home },
    { pageId: 'about', slug: 'about', type: 0, title: 'About', showInNavigation: true, isTitleVisible: true, blocks: about },
  ],
});
const text: Block = { id: 't', type: BlockType.Text, config: {} };
const video: Block = { id: 'v', type: BlockType.Video, config: {} };

describe('fetching the renderers of the page the builder opens', () => {
  it('starts as soon as the draft is in when the open page needs them, and not for a plain page', () => {
    expect(pageNeedsMoreRenderers(site([text], []), [text])).toBe(false);
    expect(pageNeedsMoreRenderers(site([video], []), [video])).toBe(true);

    // (The chunk itself is not fetched here: the other tests of this worker expect it not loaded yet.)
    const load = vi.fn(() => Promise.resolve());
    // The home page opens: plain, though another page holds a video.
    useEditorUi.getState().load(site([text], [video]), 'demo', 0);
    prefetchRenderersForOpenPage(load);
    expect(load).not.toHaveBeenCalled();

    useEditorUi.getState().load(site([video], []), 'demo', 0);
    prefetchRenderersForOpenPage(load);
    expect(load).toHaveBeenCalledTimes(1);

    // A failed fetch is left to the canvas, which tries again and says so.
    prefetchRenderersForOpenPage(() => Promise.reject(new Error('offline')));
  });
});
