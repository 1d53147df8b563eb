import { hasAddress, type Page, type SiteConfig } from '../../../schema';

/**
 * The contact page choice: any page with an address of its own, stored as the spec's contact
 * (title, relativeUrl) taken from the page when it is chosen.
 */

export type Contact = NonNullable<SiteConfig['contact']>;

export interface ContactPageOption {
  key: string;
  /** The select's value: the page's relative URL, which is what a stored choice is matched by. */
  value: string;
  label: string;
  contact: Contact;
}

/** The relative URL the footer links to for a page: '/' for the home page, '/{slug}' for the others. */
export const relativeUrlOf = (page: Pick<Page, 'slug'>) => `/${page.slug}`;

/** Every page a contact link can go to (external links and groups have no address), in the pages' order. */
export function contactPageOptions(pages: readonly Page[]): ContactPageOption[] {
  return pages.filter(hasAddress).map((page) => {
    const relativeUrl = relativeUrlOf(page);
    return { key: page.pageId, value: relativeUrl, label: `${page.title.trim() || 'Untitled page'} (${relativeUrl})`, contact: { title: page.title, relativeUrl } };
  });
}

/**
 * How the stored choice shows: the page at its address (whatever it is called now), or, when no page
 * has that address any more, the stored choice itself as an extra option, so it is never shown as None.
 */
export function contactChoice(contact: SiteConfig['contact'], options: readonly ContactPageOption[]): { selected: ContactPageOption | null; orphan: ContactPageOption | null } {
  if (!contact) return { selected: null, orphan: null };
  const selected = options.find((o) => o.value === contact.relativeUrl);
  if (selected) return { selected, orphan: null };
  const orphan = { key: 'stored', value: contact.relativeUrl, label: `${contact.title.trim() || 'Contact'} (${contact.relativeUrl}, no page has this address now)`, contact };
  return { selected: orphan, orphan };
}
