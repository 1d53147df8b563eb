import { ListKind, type ArtistTableResponse, type ArtworkListResponse, type MediaListResponse, type PostTableResponse, type ShowTableResponse } from '../../../schema';
import { call } from '../../state/api';

/** A record offered by a picker: its id and what the owner recognises it by. */
export interface Choice {
  id: number;
  label: string;
  detail?: string;
}

export type Search = (q: string) => Promise<Choice[]>;

const LIMIT = 20;
const query = (q: string) => `q=${encodeURIComponent(q)}&limit=${LIMIT}`;

export const searchArtworks: Search = async (q) =>
  (await call<ArtworkListResponse>('GET', `/api/owner/artworks?${query(q)}`)).items.map((w) => ({
    id: w.id,
    label: w.title,
    detail: [w.artist?.name, w.date, w.sku].filter(Boolean).join(' · '),
  }));

export const searchArtists: Search = async (q) => (await call<ArtistTableResponse>('GET', `/api/owner/artists?${query(q)}`)).items.map((a) => ({ id: a.id, label: a.name, detail: a.country ?? undefined }));

export const searchPosts: Search = async (q) => (await call<PostTableResponse>('GET', `/api/owner/posts?${query(q)}`)).items.map((p) => ({ id: p.id, label: p.title }));

export const searchShows: Search = async (q) =>
  (await call<ShowTableResponse>('GET', `/api/owner/shows?${query(q)}`)).items.map((s) => ({ id: s.id, label: s.title, detail: s.startDate ?? undefined }));

export const searchPictures: Search = async (q) =>
  (await call<MediaListResponse>('GET', `/api/media?q=${encodeURIComponent(q)}&offset=0`)).items.map((m) => ({ id: m.id, label: m.title || m.name }));

/** What a chosen list of each kind holds, and where its items are found. */
export const LIST_KINDS: { kind: ListKind; label: string; item: string; search: Search }[] = [
  { kind: ListKind.Inventory, label: 'Artworks', item: 'artworks', search: searchArtworks },
  { kind: ListKind.Artists, label: 'Artists', item: 'artists', search: searchArtists },
  { kind: ListKind.Blogs, label: 'Posts', item: 'posts', search: searchPosts },
  { kind: ListKind.Shows, label: 'Shows', item: 'shows', search: searchShows },
  { kind: ListKind.Media, label: 'Pictures', item: 'pictures', search: searchPictures },
];
