import { FormBlockType } from '../../schema/block-configs/forms';
import type { Block } from '../../schema/document';
import { subscribePopupWait } from '../../schema/popups';
import { findBlocks } from '../../schema/walk';
import { Island } from '../islands/Island';
import { useSite } from '../site/context';

/** Whether a Subscribe Popup block is among these: its page then shows that popup in place of the site settings' one. */
export function holdsSubscribePopup(blocks: Block[]): boolean {
  return findBlocks(blocks, FormBlockType.SubscribePopup).length > 0;
}

/**
 * The site's subscribe popup, on every page when the owner has set a popup delay (capped at 5000 ms),
 * except where a Subscribe Popup block sets the page's own (`replaced`).
 */
export function SubscribePopupIsland({ replaced = false }: { replaced?: boolean }) {
  const site = useSite();
  const wait = subscribePopupWait(site.config.popupDelay);
  if (replaced || wait === null || !site.subdomain) return null;
  return <Island name="SubscribePopup" props={{ sub: site.subdomain, wait }} />;
}
