import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { useLinkParams, useSite } from '../../site/context';
import { siteHref } from '../../site/links';
import { BlockText } from '../block-texts';
import { BuilderHint } from '../BuilderHint';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

/** The site's address from its settings; each part only when set, country, phone and contact by choice. */
export function AddressBlock({ config, mode }: BlockProps<BlockConfig<'address'>>) {
  const { config: site } = useSite();
  const linkParams = useLinkParams();
  const cityLine = [site.city, [site.state, site.zip].filter(Boolean).join(' ')].filter((p) => p?.trim()).join(', ');
  const lines = [config.showCompany ? site.company : '', site.addressLineOne, site.addressLineTwo, cityLine, config.showCountry ? site.country : ''].filter((l): l is string => !!l?.trim());
  const phone = config.showPhone ? site.phone?.trim() : '';
  const contact = config.showContact && site.contact ? site.contact : null;
  if (lines.length === 0 && !phone && !contact) return mode === 'builder' ? <BuilderHint>{BlockText.emptyAddress}</BuilderHint> : null;
  const style = { color: colorCss(config.textColor), background: colorCss(config.backgroundColor) } as CSSProperties;
  return (
    <address className={`block-address text-align-${config.align}`} style={style}>
      {lines.map((line, i) => (
        <span key={i} className="block-address__line">
          {line}
        </span>
      ))}
      {phone && (
        <a className="block-address__line" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          {phone}
        </a>
      )}
      {contact && (
        <a className="block-address__line" href={siteHref(contact.relativeUrl, linkParams)}>
          {contact.title}
        </a>
      )}
    </address>
  );
}

export default AddressBlock;
