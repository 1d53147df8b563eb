import { createContext, useContext } from 'react';
import type { DetailKind, ItemTemplateKind } from '../../../schema/detail-blocks';
import type { TemplateRoute } from './routes';

/**
 * The item a detail page shows, for the template's blocks to draw: the page route sets it for
 * visitors, the builder with the site's own first item of the template's kind while a template is open.
 */
export const DetailContext = createContext<TemplateRoute | null>(null);

/** The route of the item a block of this kind draws; null outside its kind's page (and while the builder loads one). */
export function useDetail<K extends TemplateRoute['kind']>(kind: K): Extract<TemplateRoute, { kind: K }> | null {
  const route = useContext(DetailContext);
  return route?.kind === kind ? (route as Extract<TemplateRoute, { kind: K }>) : null;
}

const KIND_OF_ROUTE: Record<TemplateRoute['kind'], DetailKind> = { art: 'inventory', artist: 'artist', show: 'show', post: 'post' };

/** Which template a detail route is drawn with: an artwork's in the modal with the modal's. */
export function templateKindOf(route: TemplateRoute): ItemTemplateKind {
  return route.kind === 'art' && route.modal ? 'modal' : KIND_OF_ROUTE[route.kind];
}

/** The class of the article that holds a kind's page (and the builder's canvas while its template is open). */
export const DETAIL_PAGE_CLASS: Record<ItemTemplateKind, string> = { inventory: 'art-page', modal: 'art-page', artist: 'artist-page', show: 'show-page', post: 'post-page' };
