import type { BlockConfig } from '../../../schema/catalogue';
import { useSite } from '../../site/context';
import type { BlockProps } from '../types';
import { SocialIcon, socialLabel, socialProfiles } from './social';

/** The site's social profiles as 26px icons 14px apart; nothing at all without platforms (spec §8). */
export function SocialIconsBlock({ config, mode }: BlockProps<BlockConfig<'social-icons'>>) {
  const site = useSite();
  const profiles = socialProfiles(site.config, config.platforms);
  if (profiles.length === 0) return mode === 'builder' ? <div className="block-social block-social--empty" /> : null;
  return (
    <ul className={`block-social text-align-${config.align}`}>
      {profiles.map(({ network, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={socialLabel(network)} title={socialLabel(network)}>
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export default SocialIconsBlock;
