import type { ComponentProps, ComponentType } from 'react';
import { own } from '../../schema/own';
import { InventoryListMore } from '../blocks/InventoryList/InventoryListMore';
import { CartIsland } from '../commerce/CartIsland';
import { PurchaseButton } from '../commerce/PurchaseButton';

/**
 * Every interactive part of a visitor page, by the name written in data-island. The server renders
 * them inside <div data-island="Name" data-props='json'>; the browser entry hydrates them from here.
 * Islands take everything they need as props (no context), so the browser renders exactly what the server did.
 */
export const ISLANDS = {
  InventoryListMore,
  PurchaseButton,
  CartIsland,
} as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

export function islandComponent(name: string): ComponentType<Record<string, unknown>> | undefined {
  return own(ISLANDS as unknown as Record<string, ComponentType<Record<string, unknown>>>, name);
}
