import { SOCIAL_LABELS, SOCIAL_NETWORKS } from '../../schema/enums';
import { SiteText } from '../texts';
import { useSite } from './context';
import { footerCredit } from './credit';

/**
 * Site footer: company, address and phone (each part only when set), the social profiles that are set,
 * copyright and the provider's credit link.
 */
export function Footer({ year }: { year: number }) {
  const site = useSite();
  const credit = footerCredit(site.subdomain, site.userType, site.providerUrl);
  const { company, addressLineOne, addressLineTwo, city, state, zip, country, phone, social } = site.config;
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [addressLineOne, addressLineTwo, place, country].map((l) => l?.trim()).filter(Boolean);
  const profiles = SOCIAL_NETWORKS.flatMap((network) => (social?.[network] ? [{ network, href: social[network]! }] : []));
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          {company && <p className="site-footer__company">{company}</p>}
          {lines.length > 0 && (
            <address className="site-footer__address">
              {lines.map((line, i) => (
                <span key={i}>
                  {line}
                  <br />
                </span>
              ))}
              {phone?.trim() && <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone.trim()}</a>}
            </address>
          )}
          {lines.length === 0 && phone?.trim() && (
            <p>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone.trim()}</a>
            </p>
          )}
          <p>{SiteText.copyright(year, company)}</p>
        </div>
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
    </footer>
  );
}
