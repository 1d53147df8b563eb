import { SiteText } from '../texts';
import { useSite } from './context';
import { footerCredit } from './credit';

/** Site footer: company, copyright and the provider's credit link. */
export function Footer({ year }: { year: number }) {
  const site = useSite();
  const credit = footerCredit(site.subdomain, site.userType, site.providerUrl);
  const company = site.config.company;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          {company && <p className="site-footer__company">{company}</p>}
          <p>{SiteText.copyright(year, company)}</p>
        </div>
        <p>
          <a href={credit.href}>{credit.text}</a>
        </p>
      </div>
    </footer>
  );
}
