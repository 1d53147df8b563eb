import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import { SiteRenderContext } from '../../site/context';
import { site } from '../../testing/fixtures';
import { BlockText } from '../block-texts';
import { PagesContext, type PageSummary } from '../page-context';
import { renderBlocks } from '../registry';
import type { RenderMode } from '../types';

/** The Page Title block on a page that shows its title, one that hides it, and one saved before the flag. */
function titleOn(page: PageSummary, mode: RenderMode): string {
  return renderToStaticMarkup(
    <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>
      <PagesContext.Provider value={{ pages: [page], currentPageId: page.pageId }}>
        {renderBlocks([{ id: 'title', type: BlockType.PageTitle, config: {} }], mode)}
      </PagesContext.Provider>
    </SiteRenderContext.Provider>,
  );
}
const about = (isTitleVisible?: boolean): PageSummary => ({ pageId: 'about', slug: 'about', title: 'About Us', isTitleVisible });
const escaped = (text: string) => text.replace(/'/g, '&#x27;');

describe('the page title block', () => {
  it('shows the page’s title where the page shows it, or where the page predates the flag', () => {
    expect(titleOn(about(true), 'visitor')).toContain('<h1>About Us</h1>');
    expect(titleOn(about(undefined), 'visitor')).toContain('<h1>About Us</h1>');
    expect(titleOn(about(true), 'builder')).toContain('<h1>About Us</h1>');
  });

  it('shows visitors nothing on a page that hides its title', () => {
    expect(titleOn(about(false), 'visitor')).toBe('');
  });

  it('says in the builder that the title is hidden, without the title, so the block is still there to select', () => {
    const out = titleOn(about(false), 'builder');
    expect(out).toContain(escaped(BlockText.pageTitleHidden));
    expect(out).not.toContain('<h1');
  });
});
