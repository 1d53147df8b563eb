import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One back-office screen: its address (`#/content/{id}`), its name in the navigation and its code, loaded when first opened. */
export interface AdminScreen {
  id: string;
  label: string;
  Screen: LazyExoticComponent<ComponentType>;
}

const screen = (id: string, label: string, load: () => Promise<{ default: ComponentType }>): AdminScreen => ({ id, label, Screen: lazy(load) });

/** The back office's screens, in the order the navigation lists them; each lives in its own folder. */
export const SCREENS: AdminScreen[] = [
  screen('artworks', 'Artworks', () => import('./artworks')),
  screen('artists', 'Artists', () => import('./artists')),
  screen('shows', 'Shows', () => import('./shows')),
  screen('posts', 'Posts', () => import('./posts')),
  screen('representatives', 'Representatives', () => import('./representatives')),
  screen('lists', 'Lists', () => import('./lists')),
  screen('import', 'Import and export', () => import('./import')),
  screen('inbox', 'Inbox', () => import('./inbox')),
  screen('orders', 'Orders', () => import('./orders')),
  screen('selling', 'Selling', () => import('./commerce-settings')),
  screen('tags', 'Tags', () => import('./tags')),
  screen('trash', 'Trash', () => import('./trash')),
];

/** Where the builder's Content link leads: the first screen. */
export const FIRST_SCREEN_HASH = contentHash(SCREENS[0].id);

export function screenOf(id: string | null): AdminScreen | undefined {
  return SCREENS.find((s) => s.id === id);
}

/** `#/content/artworks/42` -> { screen: 'artworks', rest: ['42'] }; anything else is the builder. */
export function parseContentHash(hash: string): { screen: string; rest: string[] } | null {
  const match = /^#\/content\/([a-z-]+)((?:\/[^/]+)*)\/?$/.exec(hash);
  if (!match) return null;
  return { screen: match[1], rest: match[2].split('/').filter(Boolean).map(decodeURIComponent) };
}

export function contentHash(screen: string, ...rest: (string | number)[]): string {
  return `#/content/${[screen, ...rest.map((r) => encodeURIComponent(String(r)))].join('/')}`;
}
