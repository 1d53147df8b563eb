import { BlockType } from '../../schema/block-types';
import type { Edition, InventoryItem, InventoryListResponse } from '../../schema/api/content';
import type { Block } from '../../schema/document';
import { findBlocks } from '../../schema/walk';
import type { PageData } from './source';

const SAMPLES: Array<{ title: string; artist: string; date: string; medium: string; price: number; status?: 'sold' | 'hold' }> = [
  { title: 'Morning Harbour', artist: 'Sample Artist', date: '2021', medium: 'Oil on canvas', price: 420000 },
  { title: 'Study in Blue', artist: 'Sample Artist', date: '2019', medium: 'Acrylic on panel', price: 180000 },
  { title: 'Quiet Field', artist: 'Another Artist', date: '2023', medium: 'Watercolor on paper', price: 95000, status: 'sold' },
  { title: 'Untitled (Red Lines)', artist: 'Another Artist', date: '2020', medium: 'Mixed media', price: 260000 },
  { title: 'Evening Window', artist: 'Sample Artist', date: '2022', medium: 'Photograph, edition of 10', price: 75000, status: 'hold' },
  { title: 'Stone Garden', artist: 'Third Artist', date: '2018', medium: 'Bronze', price: 640000 },
];

function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A sample artwork for the builder preview; ids are negative so they can never be bought. */
export function sampleInventoryItem(index: number): InventoryItem {
  const s = SAMPLES[index % SAMPLES.length];
  const id = -(index + 1);
  const edition: Edition = {
    editionId: id,
    edition: 'Unique',
    editionType: 0,
    number: null,
    price: formatUsd(s.price),
    priceValue: s.price,
    currencyCode: 'USD',
    prices: [],
    active: true,
    isOnHold: s.status === 'hold',
    isSold: s.status === 'sold',
    quantity: s.status === 'sold' ? 0 : 1,
    dimensions: { width: 24, height: 30, depth: null, metric: 0, formatted: '30 x 24 in' },
    alternateDimensions: null,
    framing: null,
    isFramed: false,
    mounting: null,
  };
  return {
    id,
    inventoryId: id,
    title: s.title,
    subtitle: null,
    date: s.date,
    medium: s.medium,
    type: 0,
    subType: null,
    sku: null,
    notes: null,
    available: !s.status,
    canInquire: true,
    canReceiveOffers: false,
    contactUrl: null,
    seo: { title: null, description: null },
    artist: { artistId: -1, name: s.artist, lifespan: null },
    // No stored image: list cards draw their own placeholder, and the builder makes no image requests.
    images: [],
    editions: [edition],
    dimensionsText: edition.dimensions.formatted,
    creditLine: null,
  };
}

export function sampleInventoryList(count = SAMPLES.length): InventoryListResponse {
  return { inventory: Array.from({ length: count }, (_, i) => sampleInventoryItem(i)), hasMore: false };
}

/** Builder page data: six sample artworks for every inventory list block in the given tree (capped by its maxLimit). */
export function samplePageData(blocks: Block[]): PageData & { lists: Record<string, InventoryListResponse> } {
  const lists: Record<string, InventoryListResponse> = {};
  for (const block of findBlocks(blocks, BlockType.InventoryList)) {
    const maxLimit = typeof block.config.maxLimit === 'number' && block.config.maxLimit > 0 ? block.config.maxLimit : SAMPLES.length;
    lists[block.id] = sampleInventoryList(Math.min(SAMPLES.length, maxLimit));
  }
  return { lists };
}
