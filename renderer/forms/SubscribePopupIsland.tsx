import { subscribePopupWait } from '../../schema/popups';
import { Island } from '../islands/Island';
import { useSite } from '../site/context';

/** The site's subscribe popup, on every page when the owner has set a popup delay (capped at 5000 ms). */
export function SubscribePopupIsland() {
  const site = useSite();
  const wait = subscribePopupWait(site.config.popupDelay);
  if (wait === null || !site.subdomain) return null;
  return <Island name="SubscribePopup" props={{ sub: site.subdomain, wait }} />;
}
