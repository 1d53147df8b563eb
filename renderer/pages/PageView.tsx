import type { Page } from '../../schema/document';
import { renderBlocks } from '../blocks/registry';
import type { RenderMode } from '../blocks/types';
import { PageTitle } from '../site/PageTitle';

/** A page of the document: its title (unless hidden) and its blocks. */
export function PageView({ page, mode = 'visitor' }: { page: Page; mode?: RenderMode }) {
  return (
    <>
      <PageTitle title={page.title} visible={page.isTitleVisible} />
      <div className="page-body">{renderBlocks(page.blocks, mode)}</div>
    </>
  );
}
