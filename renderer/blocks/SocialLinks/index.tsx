import type { BlockConfig } from '../../../schema/catalogue';
import { useSite } from '../../site/context';
import { socialLabel, socialProfiles } from '../SocialIcons/social';
import type { BlockProps } from '../types';

/** The site's social profiles as named links; nothing at all without platforms (spec §8). */
export function SocialLinksBlock({ config, mode }: BlockProps<BlockConfig<'social-links'>>) {
  const site = useSite();
  const profiles = socialProfiles(site.config, config.platforms);
  if (profiles.length === 0) return mode === 'builder' ? <div className="block-social block-social--empty" /> : null;
  return (
    <ul className={`block-social block-social--links text-align-${config.align}`}>
      {profiles.map(({ network, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {socialLabel(network)}
          </a>
        </li>
      ))}
    </ul>
  );
}

export default SocialLinksBlock;
