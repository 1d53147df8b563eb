import { BlockType } from './block-types';
import type { Page } from './document';
import { PageType } from './enums';
import { hasAddress } from './pages';
import { findBlocks } from './walk';

/** The page a blog post links back to. */
export interface BlogBackPage {
  pageId: string;
  title: string;
  slug: string;
}

/** Where a post's link back goes: the first page with a blog list, else the Press page, else home (null). */
export function blogPage(pages: readonly Page[]): BlogBackPage | null {
  const open = pages.filter((p) => hasAddress(p) && !p.isProtected);
  const page = open.find((p) => findBlocks(p.blocks, BlockType.BlogsList).length > 0) ?? open.find((p) => p.type === PageType.Press);
  return page ? { pageId: page.pageId, title: page.title, slug: page.slug } : null;
}
