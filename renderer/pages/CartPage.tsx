import { Island } from '../islands/Island';
import { isArtistSite, useLinkParams, useSite } from '../site/context';
import { CartText, SiteText } from '../texts';

/** /buy/: the cart and checkout live in one island; without JavaScript the page says what is needed. */
export function CartPage() {
  const site = useSite();
  const linkParams = useLinkParams();
  return (
    <>
      <h1 className="page-title">{SiteText.cartTitle}</h1>
      <noscript>
        <p className="cart__message">{CartText.noScript}</p>
      </noscript>
      <Island
        name="CartIsland"
        props={{ sub: site.subdomain, linkParams, isArtistSite: isArtistSite(site), checkoutEnabled: site.isStripeConnected }}
      />
    </>
  );
}
