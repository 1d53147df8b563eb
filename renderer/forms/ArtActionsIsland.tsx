import type { InventoryItem } from '../../schema/api/content';
import type { RenderMode } from '../blocks/types';
import { Island } from '../islands/Island';
import { useLinkParams, useSite } from '../site/context';
import { artActions, formWork, type ArtActionsConfig } from './art-actions';

/**
 * INQUIRE, MAKE AN OFFER and SHARE under an artwork's facts, as its block's settings and the spec's
 * rules allow: an island for visitors, the same buttons inert in the builder. Nothing when none shows.
 */
export function ArtActionsIsland({ item, config, showArtist, mode }: { item: InventoryItem; config: Partial<ArtActionsConfig>; showArtist: boolean; mode: RenderMode }) {
  const site = useSite();
  const linkParams = useLinkParams();
  const work = formWork(item, showArtist);
  const actions = artActions(item, site, {
    showInquire: config.showInquire ?? true,
    showOffer: config.showOffer ?? true,
    showShare: config.showShare ?? true,
    inquireRequirePhone: config.inquireRequirePhone ?? false,
    inquireRequireAddress: config.inquireRequireAddress ?? false,
    hideOnHold: config.hideOnHold ?? false,
  }, work, linkParams);
  if (!actions.inquire && !actions.offer && !actions.share) return null;
  const props = {
    sub: site.subdomain,
    work,
    inquire:
      actions.inquire?.kind === 'link'
        ? { link: { href: actions.inquire.href, target: actions.inquire.target, rel: actions.inquire.rel } }
        : actions.inquire
          ? { requirePhone: config.inquireRequirePhone ?? false, requireAddress: config.inquireRequireAddress ?? false }
          : null,
    offer: actions.offer,
    share: actions.share,
    ...(mode === 'builder' ? { inert: true } : {}),
  };
  return <Island name="ArtActions" props={props} />;
}
