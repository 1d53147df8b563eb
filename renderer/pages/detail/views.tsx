import type { ReactNode } from 'react';
import type { InventoryImage } from '../../../schema/api/content';
import { clip, htmlToText } from '../../seo/text';
import { ArtistPage } from '../ArtistPage';
import { PostPage } from '../PostPage';
import { ShowPage } from '../ShowPage';
import type { DetailRoute } from './routes';

/** What SSR needs of a detail route: the page, and its title, description and picture for search engines and link previews. */
export interface DetailView {
  status: number;
  title: string;
  description: string | null;
  image: InventoryImage | null;
  currentPageId: string | null;
  /** Open Graph type: an artist is a profile, a post an article. */
  ogType: string;
  content: ReactNode;
}

const textOf = (html: string | null | undefined) => (html ? htmlToText(html) : '');

export function detailView(route: DetailRoute): DetailView {
  switch (route.kind) {
    case 'artist': {
      const { artist } = route;
      const about = textOf(artist.biography) || [artist.name, artist.bio].filter(Boolean).join(', ');
      return { status: 200, title: artist.name, description: clip(about), image: artist.profile ?? artist.cover, currentPageId: null, ogType: 'profile', content: <ArtistPage route={route} /> };
    }
    case 'show': {
      const { show } = route;
      const about = textOf(show.description) || [show.title, show.date].filter(Boolean).join(', ');
      return { status: 200, title: show.title, description: clip(about), image: show.image ?? show.photos[0] ?? null, currentPageId: null, ogType: 'website', content: <ShowPage route={route} /> };
    }
    case 'post': {
      const { post } = route;
      const about = post.excerpt.trim() || textOf(post.html) || post.title;
      return { status: 200, title: post.title, description: clip(about), image: post.featured, currentPageId: route.back?.pageId ?? null, ogType: 'article', content: <PostPage route={route} /> };
    }
  }
}
