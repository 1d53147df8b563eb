import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { firstPurchasable, showsPurchase } from '../../commerce/purchase-rules';
import { Island } from '../../islands/Island';
import { useDetail } from '../../pages/detail/context';
import { artworkStatus, editionLabel, editionStatusLabel, hasShownPrice, isEditionAvailable, statusLabel } from '../../site/artwork';
import { editionDetails, workDimensions } from '../../site/artwork-size';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';
import { ArtworkText } from '../../texts';
import { ArtActionsIsland } from '../../forms/ArtActionsIsland';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/**
 * The artwork's title (the page's heading) and subtitle, artist (never on artist sites), status sticker,
 * facts, editions with their sizes, framing, mounting and prices, and PURCHASE where the spec allows it: available, priced, provider
 * connected. The owner can leave the artist, the facts, the editions or the button out.
 */
export function InventoryMetaBlock({ config, mode }: BlockProps<BlockConfig<'inventory-meta'>>) {
  const site = useSite();
  const linkParams = useLinkParams();
  const route = useDetail('art');
  if (!route) return <DetailEmpty type={BlockType.InventoryMeta} mode={mode} />;
  const { item } = route;
  const status = artworkStatus(item);
  const dimensions = workDimensions(item);
  const showArtist = config.showArtist && !isArtistSite(site) && item.artist;
  const align = config.align !== 'left' ? ` text-align-${config.align}` : '';
  const purchasable = showsPurchase(item, site, config) ? firstPurchasable(item) : null;
  return (
    <div className={`art-page__details${align}`}>
      <h1 className="art-page__title">{item.title}</h1>
      {item.subtitle && <p className="art-page__subtitle">{item.subtitle}</p>}
      {showArtist && <p className="art-page__artist">{item.artist?.name}</p>}
      {status && <span className={`status-sticker art-page__sticker status-sticker--${status}`}>{statusLabel(status)}</span>}
      {config.showFacts && (
        <dl className="art-page__facts">
          {item.date && (
            <>
              <dt>{ArtworkText.date}</dt>
              <dd>{item.date}</dd>
            </>
          )}
          {item.medium && (
            <>
              <dt>{ArtworkText.medium}</dt>
              <dd>{item.medium}</dd>
            </>
          )}
          {dimensions && (
            <>
              <dt>{ArtworkText.dimensions}</dt>
              <dd>{dimensions}</dd>
            </>
          )}
        </dl>
      )}
      {config.showEditions && item.editions.length > 0 && (
        <section aria-label={ArtworkText.editions}>
          <ul className="edition-list">
            {item.editions.map((edition) => {
              const editionStatus = editionStatusLabel(edition);
              const price = item.available && isEditionAvailable(edition) && hasShownPrice(edition) ? edition.price : null;
              return (
                <li key={edition.editionId}>
                  <span>{[editionLabel(edition), ...editionDetails(item, edition)].join(' · ')}</span>
                  {price && <span className="edition-list__price">{price}</span>}
                  {price && edition.prices.length > 0 && <span className="edition-list__prices">{edition.prices.map((p) => p.price).join(' · ')}</span>}
                  {editionStatus && <span className="edition-list__status">{editionStatus}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {purchasable && (
        <Island name="PurchaseButton" props={{ title: item.title, inventoryId: item.inventoryId, sub: site.subdomain, editionId: purchasable.editionId, linkParams }} />
      )}
      <ArtActionsIsland item={item} config={config} showArtist={!isArtistSite(site)} mode={mode} />
    </div>
  );
}

export default InventoryMetaBlock;
