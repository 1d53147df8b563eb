import type { Block } from '../../schema/block';
import { renderBlocks } from '../blocks/registry';
import { SiteText } from '../texts';
import { NOT_FOUND_PAGE_CLASS } from './page-classes';

/**
 * What an address with no page shows: the heading 'Page Not Found', then the not found page template's
 * blocks (by default the spec's message, whose 'here' goes back in history, home without JavaScript).
 */
export function NotFoundPage({ blocks }: { blocks: Block[] }) {
  return (
    <div className={NOT_FOUND_PAGE_CLASS}>
      <h1 className="page-title">{SiteText.notFoundTitle}</h1>
      {renderBlocks(blocks, 'visitor')}
    </div>
  );
}
