import type { Block } from '../../schema/block';
import { recentlyViewedKey } from '../../schema/recently-viewed';
import { renderBlocks } from '../blocks/registry';
import { useSite } from '../site/context';
import { RECENTLY_VIEWED_ATTRIBUTE, RECENTLY_VIEWED_KEY_ATTRIBUTE } from '../site/detail-scripts';
import { SHOW_ID_ATTRIBUTE } from '../site/page-attributes';
import { artPageParts } from './detail/art-page-parts';
import { DETAIL_PAGE_CLASS, DetailContext, templateKindOf } from './detail/context';
import { recentlyViewedEntry } from './detail/recently-viewed';
import type { TemplateRoute } from './detail/routes';

/**
 * An artwork's, artist's, exhibition's or blog post's page: its template's blocks, drawn with the item
 * in context. What belongs to the page rather than to a block stays here: the article and the facts
 * it states for scripts (the artwork recorded as recently viewed, the show for the subscription origin).
 */
export function DetailPage({ route, blocks }: { route: TemplateRoute; blocks: Block[] }) {
  const site = useSite();
  return (
    <DetailContext.Provider value={route}>
      <article className={DETAIL_PAGE_CLASS[templateKindOf(route)]} {...pageAttributes(route, site.subdomain)}>
        {route.kind === 'art'
          ? artPageParts(blocks).map((part) =>
              Array.isArray(part) ? (
                <div key={part[0].id} className="art-page__main">
                  {renderBlocks(part, 'visitor')}
                </div>
              ) : (
                renderBlocks([part], 'visitor')
              ),
            )
          : renderBlocks(blocks, 'visitor')}
      </article>
    </DetailContext.Provider>
  );
}

function pageAttributes(route: TemplateRoute, subdomain: string): Record<string, string> {
  switch (route.kind) {
    case 'art':
      return { [RECENTLY_VIEWED_ATTRIBUTE]: JSON.stringify(recentlyViewedEntry(route.item)), [RECENTLY_VIEWED_KEY_ATTRIBUTE]: recentlyViewedKey(subdomain) };
    case 'artist':
      return { 'data-artist-id': String(route.artist.artistId) };
    case 'show':
      return { [SHOW_ID_ATTRIBUTE]: String(route.show.showId) };
    case 'post':
      return {};
  }
}
