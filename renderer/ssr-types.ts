import type { Page, SiteContext, SiteDocument } from '../schema';
import type { PageData } from './data/source';
import type { ArtRoute, DetailRoute } from './pages/detail/routes';
import type { SearchRoute } from './pages/search/route';

/** Which screen a visitor address resolved to; the server decides, the renderer draws. */
export type SiteRoute =
  | { kind: 'page'; page: Page }
  | ArtRoute
  | DetailRoute
  | SearchRoute
  | { kind: 'cart' }
  /** A protected page not yet unlocked in this browser: its password form, none of its content. */
  | { kind: 'password'; pageId: string; title: string; invalid: boolean }
  | { kind: 'not-found' };

export interface RenderRequest {
  site: SiteContext;
  /** The published document. */
  document: SiteDocument;
  route: SiteRoute;
  data: PageData;
  /** Query parameters every internal link carries, e.g. { sub: 'demo' } when the site was found by ?sub=. */
  linkParams: Record<string, string>;
  /** The site's origin as the visitor reached it (https://gallery.example), and the page's path and query, for absolute share links. */
  origin: string;
  path: string;
  /** Hashed browser bundle for islands, from the vite manifest; null when not built. */
  assets: { clientScript: string | null };
}

export interface RenderResult {
  status: number;
  html: string;
}
