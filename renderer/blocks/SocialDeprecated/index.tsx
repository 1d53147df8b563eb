import type { BlockConfig } from '../../../schema/catalogue';
import { useSite } from '../../site/context';
import { SocialIcon, socialLabel, socialProfiles } from '../SocialIcons/social';
import type { BlockProps } from '../types';

/** The older social block, as saved pages still have it: each profile's icon with its name. */
export function SocialDeprecatedBlock({ config, mode }: BlockProps<BlockConfig<'social'>>) {
  const site = useSite();
  const profiles = socialProfiles(site.config, config.platforms);
  if (profiles.length === 0) return mode === 'builder' ? <div className="block-social block-social--empty" /> : null;
  return (
    <ul className={`block-social block-social--links text-align-${config.align}`}>
      {profiles.map(({ network, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={network} />
            <span>{socialLabel(network)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export default SocialDeprecatedBlock;
