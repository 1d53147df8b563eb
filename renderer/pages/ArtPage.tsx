import type { InventoryItem } from '../../schema/api/content';
import { imageSrcSet, imageUrl } from '../../schema/images';
import { recentlyViewedKey } from '../../schema/recently-viewed';
import type { PurchaseOption } from '../commerce/PurchaseDialog';
import { Island } from '../islands/Island';
import { artworkStatus, canPurchase, editionLabel, editionStatusLabel, hasShownPrice, isEditionAvailable, purchasableEditions, statusLabel } from '../site/artwork';
import { isArtistSite, useLinkParams, useSite } from '../site/context';
import { RECENTLY_VIEWED_ATTRIBUTE, RECENTLY_VIEWED_KEY_ATTRIBUTE } from '../site/detail-scripts';
import { ArtworkText, DetailText } from '../texts';
import { ArtworkGrid } from './detail/ArtworkGrid';
import { recentlyViewedEntry } from './detail/recently-viewed';

const MAIN_IMAGE_SIZES = '(max-width: 767px) 100vw, 60vw';

export function purchaseOptions(item: InventoryItem): PurchaseOption[] {
  return purchasableEditions(item).map((e) => ({
    editionId: e.editionId,
    label: editionLabel(e),
    price: e.price,
    dimensions: e.dimensions.formatted || null,
    maxQuantity: e.quantity,
  }));
}

/** Works in the related list under an artwork. */
const RELATED_COLUMNS = 4;

/**
 * /art/{inventoryId}: images, title, artist (not on artist sites), facts, editions with their prices
 * and the status sticker. PURCHASE appears only when the spec allows: available, priced, provider connected.
 * Under them, other works by the same artist. The page records the work as recently viewed (an inline
 * script reads the entry from its attributes).
 */
export function ArtPage({ item, related = [] }: { item: InventoryItem; related?: InventoryItem[] }) {
  const site = useSite();
  const linkParams = useLinkParams();
  const [first, ...more] = item.images;
  const status = artworkStatus(item);
  const dimensions = item.dimensionsText || item.editions[0]?.dimensions.formatted || null;
  const showArtist = !isArtistSite(site) && item.artist;
  return (
    <article
      className="art-page"
      {...{ [RECENTLY_VIEWED_ATTRIBUTE]: JSON.stringify(recentlyViewedEntry(item)), [RECENTLY_VIEWED_KEY_ATTRIBUTE]: recentlyViewedKey(site.subdomain) }}
    >
      <div className="art-page__images">
        {!first && (
          <div className="art-page__image art-page__image--empty">
            <span className="inventory-card__placeholder" aria-hidden="true" />
          </div>
        )}
        {first && (
          <figure className="art-page__image">
            <img
              src={imageUrl(first, { width: 1366 })}
              srcSet={imageSrcSet(first)}
              sizes={MAIN_IMAGE_SIZES}
              width={first.width}
              height={first.height}
              alt={first.imageAlt || item.title}
              fetchPriority="high"
            />
          </figure>
        )}
        {more.length > 0 && (
          <ul className="art-page__thumbs">
            {more.map((image) => (
              <li key={image.id}>
                <img src={imageUrl(image, { width: 320 })} srcSet={imageSrcSet(image)} sizes="160px" width={image.width} height={image.height} alt={image.imageAlt || item.title} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="art-page__details">
        <h1 className="art-page__title">{item.title}</h1>
        {showArtist && <p className="art-page__artist">{item.artist?.name}</p>}
        {status && <span className={`status-sticker art-page__sticker status-sticker--${status}`}>{statusLabel(status)}</span>}
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
        {item.editions.length > 0 && (
          <section aria-label={ArtworkText.editions}>
            <ul className="edition-list">
              {item.editions.map((edition) => {
                const editionStatus = editionStatusLabel(edition);
                const price = item.available && isEditionAvailable(edition) && hasShownPrice(edition) ? edition.price : null;
                return (
                  <li key={edition.editionId}>
                    <span>
                      {editionLabel(edition)}
                      {edition.framing ? ` · ${edition.framing}` : ''}
                    </span>
                    {price && <span className="edition-list__price">{price}</span>}
                    {editionStatus && <span className="edition-list__status">{editionStatus}</span>}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {canPurchase(item, site) && <Island name="PurchaseButton" props={{ title: item.title, options: purchaseOptions(item), linkParams }} />}
      </div>
      {related.length > 0 && (
        <section className="art-page__related" aria-labelledby="art-related-heading">
          <h2 id="art-related-heading">{showArtist && item.artist ? DetailText.moreByArtist(item.artist.name) : DetailText.moreWorks}</h2>
          <ArtworkGrid items={related} columns={RELATED_COLUMNS} oneArtist />
        </section>
      )}
    </article>
  );
}
