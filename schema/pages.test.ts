import { describe, expect, it } from 'vitest';
import { validateDocument } from './document';
import { PageType } from './enums';
import { externalLinkProblem, makePage as page, pageProblems, parentProblem, slugFromTitle, slugProblem } from './pages';

const site = [page('home', 'Home', '', PageType.Home), page('about', 'About us', 'about'), page('group', 'Visit', '', PageType.Group), page('x', 'Shop', '', PageType.ExternalLink, { externalUrl: 'https://shop.example' })];

describe('page addresses', () => {
  it('are made from titles', () => {
    expect(slugFromTitle('  Über Uns & Kontakt! ')).toBe('uber-uns-kontakt');
    expect(slugFromTitle('2024 — Shows')).toBe('2024-shows');
  });

  it('must be unique among pages that have one, well formed, not reserved, and set except on the home page', () => {
    expect(slugProblem(site, page('new', 'New', 'about'))).toBe('The page “About us” already uses /about.');
    expect(slugProblem(site, page('about', 'About us', 'about'))).toBeNull();
    expect(slugProblem(site, page('new', 'New', 'About'))).toBe('Use only lower-case letters, digits and hyphens in an address.');
    expect(slugProblem(site, page('new', 'New', 'art'))).toBe('/art is used by the site itself. Choose another address.');
    expect(slugProblem(site, page('new', 'New', ''))).toBe('Give the page an address, such as /about.');
    expect(slugProblem(site, page('new', 'Start', '', PageType.Home))).toBe('The page “Home” is already the home page.');
    // groups and external links are menu entries only
    expect(slugProblem(site, page('g2', 'More', '', PageType.Group))).toBeNull();
  });

  it('external links need a full web address', () => {
    expect(externalLinkProblem(page('x', 'Shop', '', PageType.ExternalLink, { externalUrl: '' }))).toBe('Enter the address the link goes to.');
    expect(externalLinkProblem(page('x', 'Shop', '', PageType.ExternalLink, { externalUrl: 'shop.example' }))).toBe('Enter a full web address, starting with https://.');
    expect(externalLinkProblem(page('x', 'Shop', '', PageType.ExternalLink, { externalUrl: 'javascript:alert(1)' }))).toBe('Enter a full web address, starting with https://.');
    expect(externalLinkProblem(page('x', 'Mail', '', PageType.ExternalLink, { externalUrl: 'mailto:info@gallery.example' }))).toBeNull();
  });

  it('only groups hold pages, one level deep, and never the home page', () => {
    expect(parentProblem(site, page('p', 'P', 'p', PageType.Custom, { parentPageId: 'group' }))).toBeNull();
    expect(parentProblem(site, page('p', 'P', 'p', PageType.Custom, { parentPageId: 'about' }))).toBe('A page can only be placed inside a group page.');
    expect(parentProblem(site, page('g', 'G', '', PageType.Group, { parentPageId: 'group' }))).toBe('A group cannot be placed inside another group.');
    expect(parentProblem(site, page('h', 'H', '', PageType.Home, { parentPageId: 'group' }))).toBe('The home page cannot be placed inside a group.');
  });

  it('are checked when a document is saved, with the page named', () => {
    const pages = [...site, page('dup', 'Team', 'about')];
    expect(pageProblems(pages).map((p) => p.message)).toEqual(['Team: The page “About us” already uses /about.']);
    const result = validateDocument({ schemaVersion: 1, site: { company: 'G', layout: 'classic', colors: {} }, pages });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path: 'pages.4.slug', message: 'Team: The page “About us” already uses /about.' });
  });
});
