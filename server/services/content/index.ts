export { getInventoryItem, listInventory, listInventoryByIds } from './inventory';
export { getArtist, listArtists } from './artists';
export { getShow, listShows } from './shows';
export { getBlog, listBlogs } from './blogs';
export { listRepresentatives } from './representatives';
export { listMedia } from './media-list';
export { searchSite } from './search';
export { sanitizeRichText, richTextToPlain } from './html';
export { formatDimensions, lifespan, toEdition, toImage } from './format';
