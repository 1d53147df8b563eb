import type { ComponentProps, ComponentType } from 'react';
import { own } from '../../schema/own';
import { InventoryFilterList } from '../blocks/InventoryList/Filters';
import { InventoryListMore } from '../blocks/InventoryList/InventoryListMore';
import { ContentList } from '../blocks/lists/ContentList';
import { RecentlyViewedList } from '../blocks/RecentlyViewed/RecentlyViewedList';
import { CartIsland } from '../commerce/CartIsland';
import { CartBlock } from '../commerce/blocks/CartBlock';
import { PurchaseButton } from '../commerce/PurchaseButton';
import { ArtworkCards } from '../pages/detail/ArtworkCards';
import { SearchResultsMore } from '../pages/search/SearchResultsMore';
import { SearchResultsModal } from '../pages/search/SearchResultsModal';
import { ArtActions } from '../forms/ArtActions';
import { ContactForm } from '../forms/islands/ContactForm';
import { FollowArtist } from '../forms/islands/FollowArtist';
import { SignupButtons } from '../forms/islands/SignupButtons';
import { SubscribePopupTimer } from '../forms/islands/SubscribePopupTimer';
import { SubscribeFields } from '../forms/SubscribeFields';
import { ArtTools } from '../tools/ArtTools';
import { MapIsland } from '../blocks/Map/MapIsland';

/**
 * Every interactive part of a visitor page, by the name written in data-island. The server renders
 * them inside <div data-island="Name" data-props='json'>; the browser entry hydrates them from here.
 * Islands take everything they need as props (no context), so the browser renders exactly what the server did.
 */
export const ISLANDS = {
  InventoryListMore,
  InventoryFilterList,
  ContentList,
  PurchaseButton,
  CartIsland,
  CartBlock,
  SearchResultsMore,
  SearchResultsModal,
  RecentlyViewed: RecentlyViewedList,
  ArtworkCards,
  ArtTools,
  ArtActions,
  ContactForm,
  SubscribeForm: SubscribeFields,
  SignupButtons,
  FollowArtist,
  SubscribePopup: SubscribePopupTimer,
  Map: MapIsland,
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

export function islandComponent(name: string): ComponentType<Record<string, unknown>> | undefined {
  return own(ISLANDS as unknown as Record<string, ComponentType<Record<string, unknown>>>, name);
}
