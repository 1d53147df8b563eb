import type { SiteConfig } from '../../../schema/document';
import { SiteText } from '../../texts';
import { FormsPanelText } from './texts';

/** The address as lines, from the site settings; empty parts left out. */
export function addressLines(config: Pick<SiteConfig, 'addressLineOne' | 'addressLineTwo' | 'city' | 'state' | 'zip' | 'country'>): string[] {
  const cityLine = [config.city, [config.state, config.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [config.addressLineOne, config.addressLineTwo, cityLine, config.country].map((l) => (l ?? '').trim()).filter(Boolean);
}

/** A map of the address on OpenStreetMap, or null without an address. */
export function mapHref(lines: string[]): string | null {
  return lines.length ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(', '))}` : null;
}

/** The contact form's panel: the site's address, phone, opening hours and a map link, each where set. */
export function ContactPanel({ config }: { config: SiteConfig }) {
  const lines = addressLines(config);
  const hours = (config.hours ?? []).filter((h) => h.days.trim() || h.hours.trim());
  const map = mapHref(lines);
  if (!lines.length && !hours.length && !config.phone) return null;
  return (
    <aside className="form-block__panel" aria-label={FormsPanelText.visitUs}>
      {lines.length > 0 && (
        <>
          <h3>{FormsPanelText.address}</h3>
          <p>
            {lines.map((line, i) => (
              <span key={i}>
                {line}
                <br />
              </span>
            ))}
          </p>
        </>
      )}
      {config.phone && <p>{config.phone}</p>}
      {hours.length > 0 && (
        <>
          <h3>{SiteText.openingHours}</h3>
          <dl>
            {hours.map((h, i) => (
              <div key={i}>
                <dt>{h.days}</dt>
                <dd>{h.hours}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {map && (
        <p>
          <a href={map} target="_blank" rel="noopener noreferrer">
            {FormsPanelText.map}
          </a>
        </p>
      )}
    </aside>
  );
}
