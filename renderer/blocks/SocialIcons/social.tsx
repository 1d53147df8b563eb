import { SOCIAL_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from '../../../schema/enums';
import type { SiteConfig } from '../../../schema/document';
import { SOCIAL_ICON } from '../../../schema/block-configs/site';

/** The chosen platforms that the site has a profile address for, in the spec's order. */
export function socialProfiles(config: Pick<SiteConfig, 'social'>, platforms: readonly string[]): Array<{ network: SocialNetwork; href: string }> {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = config.social?.[network];
    return platforms.includes(network) && href ? [{ network, href }] : [];
  });
}

/** A monogram of each platform, drawn in the text colour so it follows the site's colours. */
const MONOGRAM: Record<SocialNetwork, string> = {
  artCloud: 'AC',
  pinterest: 'P',
  bluesky: 'B',
  twitter: 'X',
  instagram: 'IG',
  facebook: 'f',
  artsy: 'A',
  artnet: 'an',
  firstDibs: '1D',
  houzz: 'h',
  youTube: 'YT',
  linkedIn: 'in',
  tikTok: 'TT',
  vimeo: 'V',
  whatsApp: 'W',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  const text = MONOGRAM[network];
  return (
    <svg width={SOCIAL_ICON.size} height={SOCIAL_ICON.size} viewBox="0 0 26 26" aria-hidden="true" focusable="false">
      <circle cx="13" cy="13" r="12" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text x="13" y="13" textAnchor="middle" dominantBaseline="central" fontSize={text.length > 1 ? 9 : 12} fontWeight="700" fill="currentColor" fontFamily="system-ui, sans-serif">
        {text}
      </text>
    </svg>
  );
}

export const socialLabel = (network: SocialNetwork) => SOCIAL_LABELS[network];

export const SOCIAL_CSS = `
.block-social{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;align-items:center;gap:${SOCIAL_ICON.spacing}px}
.block-social.text-align-center{justify-content:center}.block-social.text-align-right{justify-content:flex-end}
.block-social a{color:inherit;display:inline-flex;align-items:center}
.block-social svg{display:block;width:${SOCIAL_ICON.size}px;height:${SOCIAL_ICON.size}px}
.block-social--empty{min-height:${SOCIAL_ICON.size}px}
`;
