import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from './registry';

/**
 * How the browser fetches each island: one dynamic import per island, so the build gives every island
 * a file of its own and a page downloads only the islands it shows. The server renders from ISLANDS in
 * registry.ts; a new island is one entry there and one line here (the type below refuses one without the other).
 */
export const ISLAND_LOADERS: { [N in IslandName]: () => Promise<ComponentType<IslandProps<N>>> } = {
  InventoryListMore: () => import('../blocks/InventoryList/InventoryListMore').then((m) => m.InventoryListMore),
  InventoryFilterList: () => import('../blocks/InventoryList/Filters').then((m) => m.InventoryFilterList),
  ContentList: () => import('../blocks/lists/ContentList').then((m) => m.ContentList),
  PurchaseButton: () => import('../commerce/PurchaseButton').then((m) => m.PurchaseButton),
  CartIsland: () => import('../commerce/CartIsland').then((m) => m.CartIsland),
  CartBlock: () => import('../commerce/blocks/CartBlock').then((m) => m.CartBlock),
  SearchResultsMore: () => import('../pages/search/SearchResultsMore').then((m) => m.SearchResultsMore),
  SearchResultsModal: () => import('../pages/search/SearchResultsModal').then((m) => m.SearchResultsModal),
  RecentlyViewed: () => import('../blocks/RecentlyViewed/RecentlyViewedList').then((m) => m.RecentlyViewedList),
  ArtworkCards: () => import('../pages/detail/ArtworkCards').then((m) => m.ArtworkCards),
  ArtTools: () => import('../tools/ArtTools').then((m) => m.ArtTools),
  ArtActions: () => import('../forms/ArtActions').then((m) => m.ArtActions),
  ContactForm: () => import('../forms/islands/ContactForm').then((m) => m.ContactForm),
  SubscribeForm: () => import('../forms/SubscribeFields').then((m) => m.SubscribeFields),
  SignupButtons: () => import('../forms/islands/SignupButtons').then((m) => m.SignupButtons),
  FollowArtist: () => import('../forms/islands/FollowArtist').then((m) => m.FollowArtist),
  SubscribePopup: () => import('../forms/islands/SubscribePopupTimer').then((m) => m.SubscribePopupTimer),
  Map: () => import('../blocks/Map/MapIsland').then((m) => m.MapIsland),
};
