import { z } from 'zod';
import { idSchema } from '../api/fields';
import { SearchType } from '../enums';
import { CustomControl, field } from '../fields';
import { layoutFields } from '../style-fields';
import { buttonConfigSchema } from './site';

/**
 * Blocks that do what a fixed part of the site does, placed by the owner: the artist-name button (an
 * artist's page, from a work or a chosen artist), the search bar, and the cookie notice's accept and
 * reject buttons (for a cookie policy page).
 */

/** A button's look without its words and link: what the buttons here share with the Button block. */
const buttonLook = buttonConfigSchema.omit({ text: true, link: true }).shape;

export const artistNameButtonConfigSchema = z.object({
  /** The artist named; none means the artist of the page's work, or the artist whose page it is. */
  artistId: field(idSchema.nullable(), {
    label: 'Artist',
    control: 'custom',
    custom: CustomControl.Artist,
    hint: 'Leave as any on the artwork and artist page templates: the button names the artist of the work or page shown.',
  }),
  ...buttonLook,
});

/** Which tab of the search page a search block opens (the spec's search types; All when none). */
export const SEARCH_IN = ['all', 'artists', 'blogs', 'inventory', 'exhibitions'] as const;
export type SearchIn = (typeof SEARCH_IN)[number];
export const SEARCH_IN_TYPE: Record<SearchIn, SearchType | null> = {
  all: null,
  artists: SearchType.Artist,
  blogs: SearchType.Blog,
  inventory: SearchType.Inventory,
  exhibitions: SearchType.Show,
};

export const searchConfigSchema = z.object({
  searchIn: field(z.enum(SEARCH_IN), {
    label: 'Show results from',
    control: 'select',
    options: [
      { value: 'all', label: 'Everything (All)' },
      { value: 'artists', label: 'Artists' },
      { value: 'blogs', label: 'Blogs' },
      { value: 'inventory', label: 'Inventory' },
      { value: 'exhibitions', label: 'Exhibitions' },
    ],
    hint: 'The tab of the search page the words are searched in. Artist sites have no Artists tab: they show All.',
  }),
  ...layoutFields,
});

/** The cookie notice's two answers (the visitor accepts or rejects cookies). */
export const COOKIE_CHOICES = ['accepted', 'rejected'] as const;

export const cookiePolicyButtonConfigSchema = z.object({
  consent: field(z.enum(COOKIE_CHOICES), {
    label: 'The button',
    control: 'select',
    options: [
      { value: 'accepted', label: 'Accepts cookies' },
      { value: 'rejected', label: 'Rejects cookies' },
    ],
  }),
  text: field(z.string().max(200), {
    label: 'Text',
    control: 'text',
    hint: 'Leave empty for the cookie notice’s own word: CONTINUE to accept, REJECT to reject.',
  }),
  ...buttonLook,
});
