import { useContext } from 'react';
import type { RecentlyViewedConfig } from '../../../schema/catalogue';
import { opensInModal } from '../../../schema/inventory-list-config';
import { RECENTLY_VIEWED_PREVIEW_QUERY, RECENTLY_VIEWED_SHOWN, recentlyViewedKey } from '../../../schema/recently-viewed';
import { useListPage } from '../../data/use-list-page';
import { Island } from '../../islands/Island';
import { isArtistSite, SiteRenderContext } from '../../site/context';
import { BuilderText, SiteText } from '../../texts';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';
import { viewedWorkOf } from './RecentlyViewedCell';
import { recentlyViewedParts } from '../../../schema/cell-templates';
import { RecentlyViewedSlider } from './RecentlyViewedSlider';

const DEFAULT_TITLE = 'Recently Viewed';

/**
 * The recently viewed slider (spec §3, §9). Visitors get an island that fills it from their own store in
 * the browser. The builder previews it with the site's first works as the spec's call asks for them
 * (§7), at most the 4 a visitor can see, or the spec's hint (§8) when the site shows none.
 */
export function RecentlyViewedBlock({ id, config, mode }: BlockProps<RecentlyViewedConfig>) {
  const { site, linkParams } = useContext(SiteRenderContext);
  const { response, loading } = useListPage(id, { kind: 'inventory', query: { ...RECENTLY_VIEWED_PREVIEW_QUERY } }, mode === 'builder' ? 'builder' : 'visitor');
  const title = config.title?.trim() || DEFAULT_TITLE;
  const idBase = `recently-viewed-${id}`;
  const artistSite = isArtistSite(site);
  const parts = recentlyViewedParts(site.config.templates);

  if (mode === 'visitor') {
    // The template's parts only when set, so the island's props stay as they were otherwise.
    const props = { idBase, title, storageKey: recentlyViewedKey(site.subdomain), isArtistSite: artistSite, linkParams, detailModal: opensInModal(config), ...(parts ? { parts } : {}) };
    return <Island name="RecentlyViewed" props={props} />;
  }
  const items = response && 'inventory' in response ? response.inventory.slice(0, RECENTLY_VIEWED_SHOWN) : [];
  if (items.length === 0) {
    return (
      <section className="recently-viewed">
        {loading ? <p className="builder-hint">{SiteText.loading}</p> : <BuilderHint>{BuilderText.emptyRecentlyViewed}</BuilderHint>}
      </section>
    );
  }
  return <RecentlyViewedSlider idBase={idBase} title={title} works={items.map(viewedWorkOf)} isArtistSite={artistSite} linkParams={linkParams} detailModal={false} parts={parts} />;
}

export default RecentlyViewedBlock;
