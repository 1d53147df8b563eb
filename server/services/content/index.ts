export { getInventoryItem, listInventory } from './inventory';
export { listArtists, type ArtistListQuery } from './artists';
export { formatDimensions, lifespan, toEdition, toImage } from './format';
