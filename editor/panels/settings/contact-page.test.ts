import { describe, expect, it } from 'vitest';
import { makePage, PageType } from '../../../schema';
import { contactChoice, contactPageOptions } from './contact-page';

const pages = [
  makePage('home', 'Home', '', PageType.Home),
  makePage('visit', 'Visit us', 'visit', PageType.Contact),
  makePage('more', 'More', '', PageType.Group),
  makePage('shop', 'Shop', '', PageType.ExternalLink, { externalUrl: 'https://shop.example' }),
  makePage('press', '  ', 'press', PageType.Press),
];

describe('contactPageOptions', () => {
  it('offers every page with an address, the home page at /, and stores its title and relative URL', () => {
    expect(contactPageOptions(pages)).toEqual([
      { key: 'home', value: '/', label: 'Home (/)', contact: { title: 'Home', relativeUrl: '/' } },
      { key: 'visit', value: '/visit', label: 'Visit us (/visit)', contact: { title: 'Visit us', relativeUrl: '/visit' } },
      { key: 'press', value: '/press', label: 'Untitled page (/press)', contact: { title: '  ', relativeUrl: '/press' } },
    ]);
  });
});

describe('contactChoice', () => {
  const options = contactPageOptions(pages);

  it('is None without a stored contact', () => {
    expect(contactChoice(null, options)).toEqual({ selected: null, orphan: null });
    expect(contactChoice(undefined, options)).toEqual({ selected: null, orphan: null });
  });

  it('finds the page by its address even after it was renamed', () => {
    const { selected, orphan } = contactChoice({ title: 'Contact', relativeUrl: '/visit' }, options);
    expect(selected?.key).toBe('visit');
    expect(orphan).toBeNull();
  });

  it('keeps showing a stored choice whose address no page has now', () => {
    const { selected, orphan } = contactChoice({ title: 'Contact', relativeUrl: '/contact' }, options);
    expect(orphan).toEqual({ key: 'stored', value: '/contact', label: 'Contact (/contact, no page has this address now)', contact: { title: 'Contact', relativeUrl: '/contact' } });
    expect(selected).toBe(orphan);
  });
});
