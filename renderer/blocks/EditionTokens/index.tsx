import { EDITION_TOKEN_LABELS, type EditionToken } from '../../../schema/block-configs/edition-tokens';
import { SITE_CURRENCY } from '../../../schema/block-configs/more-meta';
import type { Edition, InventoryItem } from '../../../schema/api/content';
import type { BlockConfig } from '../../../schema/catalogue';
import { BlockType } from '../../../schema/block-types';
import { useDetail } from '../../pages/detail/context';
import { editionStatusLabel, isEditionAvailable } from '../../site/artwork';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/** What the status indicator says of an edition a visitor can buy (the spec's stickers say the rest). */
const AVAILABLE = 'Available';

/** The edition set the tokens speak of: the first one a visitor can still buy, else the first. */
export function tokenEdition(item: InventoryItem): Edition | null {
  return item.editions.find(isEditionAvailable) ?? item.editions[0] ?? null;
}

/** One fact of an artwork's edition set as text; null when the work has none. */
export function tokenText(item: InventoryItem, token: EditionToken, currency: string): string | null {
  const edition = tokenEdition(item);
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  switch (token) {
    case 'price': {
      if (!edition) return null;
      if (currency === SITE_CURRENCY || currency === edition.currencyCode) return text(edition.price);
      return text(edition.prices.find((p) => p.currencyCode === currency)?.price ?? edition.price);
    }
    case 'title':
      return text(item.title);
    case 'dimensions':
      return text(edition?.dimensions.formatted ?? item.dimensionsText);
    case 'medium':
      return text(item.medium);
    case 'edition':
      return text(edition ? [edition.edition, edition.number].filter(Boolean).join(' ') : null);
    case 'framing':
      return text(edition?.framing);
    case 'sku':
      return text(item.sku);
    case 'quantity':
      return edition ? String(edition.quantity) : null;
    case 'location': {
      const location = (item as InventoryItem & { location?: unknown }).location;
      return typeof location === 'string' ? text(location) : null;
    }
    case 'notes':
      return text(item.notes);
    case 'status':
      return (edition && editionStatusLabel(edition)) ?? AVAILABLE;
  }
}

/** A fact of the artwork the page shows, chosen by the owner (spec §3 catalogue: edition-set tokens). */
export function EditionTokensBlock({ config, mode }: BlockProps<BlockConfig<'edition-tokens'>>) {
  const route = useDetail('art');
  const value = route ? tokenText(route.item, config.token, config.currency) : null;
  if (!route || value === null) return <DetailEmpty type={BlockType.EditionTokens} mode={mode} />;
  const edition = tokenEdition(route.item);
  const status = config.token !== 'status' ? null : !edition || isEditionAvailable(edition) ? 'available' : edition.isSold ? 'sold' : edition.isOnHold ? 'on-hold' : 'inactive';
  return (
    <p className={`block-edition-token block-edition-token--${config.token} text-align-${config.align}`}>
      {config.showLabel && <span className="block-edition-token__label">{EDITION_TOKEN_LABELS[config.token]}: </span>}
      {status && <span className={`block-edition-token__dot block-edition-token__dot--${status}`} aria-hidden="true" />}
      <span className="block-edition-token__value">{value}</span>
    </p>
  );
}

export default EditionTokensBlock;

export const EDITION_TOKENS_CSS = `
.block-edition-token{margin:0}
.block-edition-token__label{font-weight:600}
.block-edition-token__dot{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:8px;background:#2e7d32;vertical-align:baseline}
.block-edition-token__dot--sold{background:#b3261e}.block-edition-token__dot--on-hold{background:#b26a00}.block-edition-token__dot--inactive{background:#757575}
`;
