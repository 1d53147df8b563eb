import type { Page } from '../../schema/document';
import { PageType, SOCIAL_LABELS, SOCIAL_NETWORKS } from '../../schema/enums';
import { includes, resolvedPart, type FooterInclude } from '../../schema/site-parts';
import { SiteText } from '../texts';
import { useLinkParams, useSite } from './context';
import { footerCredit } from './credit';
import { navigationPages, NavLink } from './Header';
import { siteHref } from './links';
import { PartBlocks } from './PartBlocks';

/** The footer's quick links: at most this many pages (the legacy themes' rule). */
export const QUICK_LINK_LIMIT = 5;

/** The first pages of the menu (groups stand for their pages, which come in their place), at most five. */
export function quickLinkPages(pages: Page[]): Page[] {
  return navigationPages(pages)
    .filter((p) => p.type !== PageType.Group)
    .slice(0, QUICK_LINK_LIMIT);
}

/**
 * Site footer: company, address, phone, opening hours and the contact page link (each only when set,
 * and country, phone and contact only where the footer's includes flags leave them on, per screen), quick
 * links to the first pages of the menu, the social profiles that are set, copyright and the provider's
 * credit link. The owner's own footer code runs hidden in a sandbox without access to the page.
 */
export function Footer({ pages, year, runCode = true, withBlocks = true }: { pages: Page[]; year: number; runCode?: boolean; withBlocks?: boolean }) {
  const site = useSite();
  const linkParams = useLinkParams();
  const quickLinks = quickLinkPages(pages);
  const credit = footerCredit(site.subdomain, site.userType, site.providerUrl);
  const { company, addressLineOne, addressLineTwo, city, state, zip, country, phone, social, contact, hours, documents, footer: customCode } = site.config;
  const desktop = resolvedPart(documents, 'footer', 'desktop');
  const mobile = resolvedPart(documents, 'footer', 'mobile');
  /** Where an optional item shows: on both screens (''), on one (its class), or on neither (null). */
  const shownOn = (item: FooterInclude): string | null => {
    const [d, m] = [includes(desktop, item), includes(mobile, item)];
    return d && m ? '' : d ? 'site-only-desktop' : m ? 'site-only-mobile' : null;
  };
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [addressLineOne, addressLineTwo, place].map((l) => l?.trim()).filter(Boolean);
  const countryClass = country?.trim() ? shownOn('country') : null;
  const phoneClass = phone?.trim() ? shownOn('phone') : null;
  const contactClass = contact?.relativeUrl ? shownOn('contact') : null;
  const openingHours = (hours ?? []).filter((h) => h.days.trim() || h.hours.trim());
  const profiles = SOCIAL_NETWORKS.flatMap((network) => (social?.[network] ? [{ network, href: social[network]! }] : []));
  return (
    <footer className="site-footer">
      {withBlocks && <PartBlocks part="footer" />}
      <div className="site-footer__inner">
        <div>
          {company && <p className="site-footer__company">{company}</p>}
          {(lines.length > 0 || countryClass !== null || phoneClass !== null) && (
            <address className="site-footer__address">
              {lines.map((line, i) => (
                <span key={i}>
                  {line}
                  <br />
                </span>
              ))}
              {countryClass !== null && (
                <span className={countryClass || undefined}>
                  {country!.trim()}
                  <br />
                </span>
              )}
              {phoneClass !== null && (
                <a className={phoneClass || undefined} href={`tel:${phone!.replace(/[^+\d]/g, '')}`}>
                  {phone!.trim()}
                </a>
              )}
            </address>
          )}
          {openingHours.length > 0 && (
            <dl className="site-footer__hours" aria-label={SiteText.openingHours}>
              {openingHours.map((h, i) => (
                <div key={i}>
                  <dt>{h.days}</dt>
                  <dd>{h.hours}</dd>
                </div>
              ))}
            </dl>
          )}
          {contactClass !== null && (
            <p className={contactClass || undefined}>
              <a href={siteHref(contact!.relativeUrl, linkParams)}>{contact!.title.trim() || SiteText.contact}</a>
            </p>
          )}
          <p className="site-footer__copyright">{SiteText.copyright(year, company)}</p>
        </div>
        {quickLinks.length > 0 && (
          <nav className="site-footer__links" aria-label={SiteText.quickLinks}>
            <ul>
              {quickLinks.map((page) => (
                <li key={page.pageId}>
                  <NavLink page={page} currentPageId={null} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        {profiles.length > 0 && (
          <ul className="site-footer__social" aria-label={SiteText.socialLinks}>
            {profiles.map(({ network, href }) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {SOCIAL_LABELS[network]}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href={credit.href}>{credit.text}</a>
        </p>
      </div>
      {runCode && customCode?.trim() && <iframe className="site-footer__code" hidden sandbox="allow-scripts" srcDoc={customCode} title={SiteText.customFooterCode} />}
    </footer>
  );
}
