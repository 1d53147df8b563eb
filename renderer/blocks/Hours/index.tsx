import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { useSite } from '../../site/context';
import { BlockText } from '../block-texts';
import { BuilderHint } from '../BuilderHint';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

/** The site's opening hours from its settings, a line per day or days. */
export function HoursBlock({ config, mode }: BlockProps<BlockConfig<'hours'>>) {
  const { config: site } = useSite();
  const hours = (site.hours ?? []).filter((h) => h.days.trim() || h.hours.trim());
  if (hours.length === 0) return mode === 'builder' ? <BuilderHint>{BlockText.emptyHours}</BuilderHint> : null;
  const style = { color: colorCss(config.textColor), background: colorCss(config.backgroundColor) } as CSSProperties;
  return (
    <section className={`block-hours text-align-${config.align}`} style={style} aria-label={config.title.trim() ? undefined : 'Opening hours'}>
      {config.title.trim() && <h2 className="block-hours__title">{config.title}</h2>}
      <dl className="block-hours__list">
        {hours.map((h, i) => (
          <div key={i} className="block-hours__line">
            <dt>{h.days}</dt>
            <dd>{h.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default HoursBlock;
