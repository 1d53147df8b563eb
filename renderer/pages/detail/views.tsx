import type { ReactNode } from 'react';
import type { InventoryImage } from '../../../schema/api/content';
import { templateBlocks, type DetailTemplates } from '../../../schema/detail-templates';
import { clip, htmlToText } from '../../seo/text';
import { DetailPage } from '../DetailPage';
import { templateKindOf } from './context';
import type { TemplateRoute } from './routes';

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

/** A detail route's page, drawn with the site's template of its kind (or the default). */
export function detailView(route: TemplateRoute, templates: DetailTemplates | undefined): DetailView {
  const content = <DetailPage route={route} blocks={templateBlocks(templates, templateKindOf(route))} />;
  switch (route.kind) {
    case 'art': {
      const { item } = route;
      // The owner's SEO title and description when given; else the title, and the work's facts.
      const title = item.seo.title?.trim() || item.title;
      const facts = [item.subtitle, item.artist?.name, item.date, item.medium].filter(Boolean).join(', ');
      const description = item.seo.description?.trim() || (facts ? `${item.title}, ${facts}` : item.title);
      return { status: 200, title, description: clip(description), image: item.images[0] ?? null, currentPageId: null, ogType: 'website', content };
    }
    case 'artist': {
      const { artist } = route;
      const about = textOf(artist.biography) || [artist.name, artist.bio].filter(Boolean).join(', ');
      return { status: 200, title: artist.name, description: clip(about), image: artist.profile ?? artist.cover, currentPageId: null, ogType: 'profile', content };
    }
    case 'show': {
      const { show } = route;
      const about = textOf(show.description) || [show.title, show.date].filter(Boolean).join(', ');
      return { status: 200, title: show.title, description: clip(about), image: show.image ?? show.photos[0] ?? null, currentPageId: null, ogType: 'website', content };
    }
    case 'post': {
      const { post } = route;
      const about = post.excerpt.trim() || textOf(post.html) || post.title;
      return { status: 200, title: post.title, description: clip(about), image: post.featured, currentPageId: route.back?.pageId ?? null, ogType: 'article', content };
    }
  }
}
