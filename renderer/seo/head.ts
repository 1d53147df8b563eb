import { BlockType } from '../../schema/block-types';
import { templateBlocks } from '../../schema/detail-templates';
import type { Page } from '../../schema/document';
import { findBlocks, walkBlocks } from '../../schema/walk';
import type { ListResponse } from '../data/source';
import { searchResultsLd } from '../pages/search/structured-data';
import type { RenderRequest } from '../ssr-types';
import { jsonLdTags } from './json-ld';
import { blogPostingLd, exhibitionEventLd, itemListLd, personLd, visualArtworkLd, type JsonLd, type LdContext } from './structured-data';
import { canonicalUrl } from './urls';

/** The pages a list's items link to: works, artists, exhibitions and posts (representatives and media have none). */
function listLinks(list: ListResponse): { path: 'art' | 'artist' | 'show' | 'post'; ids: number[] } | null {
  if ('inventory' in list) return { path: 'art', ids: list.inventory.map((i) => i.inventoryId) };
  if ('artists' in list) return { path: 'artist', ids: list.artists.map((a) => a.artistId) };
  if ('shows' in list) return { path: 'show', ids: list.shows.map((s) => s.showId) };
  if ('blogs' in list) return { path: 'post', ids: list.blogs.map((b) => b.blogId) };
  return null;
}

/**
 * What a list block of a page is called: its own title, else the page's. A page may hold several lists
 * of one kind (current and past exhibitions), and the name tells their item lists apart.
 */
function listName(page: Page, blockId: string): string | undefined {
  let title: unknown;
  walkBlocks(page.blocks, (block) => {
    if (block.id === blockId) title = (block.config as { title?: unknown } | undefined)?.title;
  });
  const name = typeof title === 'string' && title.trim() ? title : page.title;
  return name.trim() || undefined;
}

/** The structured data of a rendered route (see structured-data.ts); none for the cart and not found. */
export function structuredData(req: RenderRequest): JsonLd[] {
  const ctx: LdContext = { origin: req.origin, linkParams: req.linkParams, site: req.site };
  const { route } = req;
  switch (route.kind) {
    case 'page':
      return Object.entries(req.data.lists).flatMap(([blockId, list]) => {
        const links = listLinks(list);
        return links && links.ids.length ? [itemListLd(ctx, links.path, links.ids, listName(route.page, blockId))] : [];
      });
    case 'art':
      return [visualArtworkLd(ctx, route.item)];
    case 'artist': {
      const works = route.artworks.inventory;
      return [personLd(ctx, route.artist), ...(works.length ? [itemListLd(ctx, 'art', works.map((i) => i.inventoryId), route.artist.name)] : [])];
    }
    case 'show':
      return [exhibitionEventLd(ctx, route.show, route.artworks), ...(route.artworks.length ? [itemListLd(ctx, 'art', route.artworks.map((i) => i.inventoryId), route.show.title)] : [])];
    case 'post':
      return [blogPostingLd(ctx, route.post)];
    case 'search': {
      // The results are tagged where the page lists them: not when the owner's template has no results list.
      const listed = findBlocks(templateBlocks(req.document.site.templates, 'search'), BlockType.SearchResultsList).length > 0;
      return listed && route.results.length ? [searchResultsLd(ctx, route.q, route.results)] : [];
    }
    default:
      return [];
  }
}

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The canonical link and the structured data of a found page; nothing for the cart or a not-found
 * answer. A page showing another site's content (dataSub) is kept out of search engines instead: its
 * works are that site's, whose own pages are the ones to find.
 */
export function findabilityTags(req: RenderRequest, status: number): string {
  if (status !== 200 || req.route.kind === 'cart' || req.route.kind === 'not-found') return '';
  if (req.linkParams.dataSub) return '<meta name="robots" content="noindex">';
  const canonical = `<link rel="canonical" href="${escapeAttribute(canonicalUrl(req.origin, req.path, req.linkParams))}">`;
  const data = jsonLdTags(structuredData(req));
  return data ? `${canonical}\n${data}` : canonical;
}
