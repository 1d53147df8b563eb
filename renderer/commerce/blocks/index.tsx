import { useContext, type ComponentType, type ReactNode } from 'react';
import { findCountry } from '../../../schema/countries';
import { PageType } from '../../../schema/enums';
import { CartBlockType } from '../../../schema/commerce-constants';
import { PagesContext } from '../../blocks/page-context';
import type { BlockProps } from '../../blocks/types';
import { Island } from '../../islands/Island';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';
import { homeHref, pageHref } from '../../site/links';
import { CartText, CommerceText } from '../../texts';
import { PROMO_LAYOUT } from '../promo';
import { CartUiText } from '../texts';

/** The class each cart block's wrapper has (the checkout mode's layout places the card form by it). */
const KIND: Record<string, string> = {
  [CartBlockType.LineItems]: 'line-items',
  [CartBlockType.PromoCode]: 'promo-code',
  [CartBlockType.Totals]: 'totals',
  [CartBlockType.CardForm]: 'card-form',
  [CartBlockType.WalletButton]: 'wallet',
  [CartBlockType.PurchaseConfirmation]: 'confirmation',
};

/** The config key the cart page passes a line items block's own parts in (by type), from its nested blocks. */
export const LINE_PARTS_KEY = 'parts';

/** A cart block for visitors: an island of the cart page's store, wrapped so the mode's layout can place it. */
function LiveCartBlock({ type, config }: { type: string; config: Record<string, unknown> }) {
  const site = useSite();
  const parts = Array.isArray(config[LINE_PARTS_KEY]) ? (config[LINE_PARTS_KEY] as unknown[]).filter((p): p is string => typeof p === 'string') : [];
  const { [LINE_PARTS_KEY]: _parts, ...own } = config;
  return (
    <div className={`cart-block cart-block--${KIND[type] ?? 'part'}`}>
      <Island
        name="CartBlock"
        props={{
          type,
          config: own,
          parts,
          sub: site.subdomain,
          isArtistSite: isArtistSite(site),
          country: (site.config.country && findCountry(site.config.country)?.code) || '',
          checkoutEnabled: site.isStripeConnected,
        }}
      />
    </div>
  );
}

/** The builder's stand-in for a part drawn from the buyer's cart: its name and a hint of its look. */
function Preview({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="cart-block builder-cart-block" aria-label={label}>
      <p className="builder-hint">{label}</p>
      {children}
    </div>
  );
}

function cartBlock(type: string, preview: (props: BlockProps) => ReactNode): ComponentType<BlockProps> {
  function CartBlockComponent(props: BlockProps) {
    return props.mode === 'builder' ? <>{preview(props)}</> : <LiveCartBlock type={type} config={props.config} />;
  }
  CartBlockComponent.displayName = `Cart(${type})`;
  return CartBlockComponent;
}

/** Where 'back to the artworks' goes: the site's first portfolio page, else its home page. */
function useArtworksHref(): string {
  const { pages } = useContext(PagesContext);
  const linkParams = useLinkParams();
  const portfolio = (pages as ReadonlyArray<(typeof pages)[number] & { type?: number }>).find((p) => p.type === PageType.Portfolio);
  return portfolio ? pageHref(portfolio, linkParams) : homeHref(linkParams);
}

/** The empty cart's message and the way back to the artworks: server-drawn, no script needed. */
function EmptyCartMessage() {
  const href = useArtworksHref();
  return (
    <div className="cart-empty">
      <p className="cart__message">{CommerceText.emptyCart}</p>
      <a className="button button--primary" href={href}>
        {CommerceText.backToArtworks}
      </a>
    </div>
  );
}

/** The cart parts' renderers by type value (renderer/blocks/registry.ts takes them in). */
export const CART_BLOCK_COMPONENTS: Record<string, ComponentType<BlockProps>> = {
  [CartBlockType.LineItems]: cartBlock(CartBlockType.LineItems, ({ children }) => (
    <Preview label="Line Items">
      <div className="cart-line cart-line--no-media">
        <span className="cart-line__info">
          <span className="cart-line__title">Artwork title</span>
          <span className="cart-line__edition">Edition · $1,200.00</span>
        </span>
        <span className="cart-line__subtotal">$1,200.00</span>
      </div>
      {children}
    </Preview>
  )),
  [CartBlockType.QuantityInput]: ({ mode }) => (mode === 'builder' ? <span className="builder-hint">{CartText.quantity}: 1</span> : null),
  [CartBlockType.RemoveButton]: ({ mode }) => (mode === 'builder' ? <span className="builder-hint">{CartText.remove}</span> : null),
  [CartBlockType.PromoCode]: cartBlock(CartBlockType.PromoCode, () => (
    <Preview label={CartUiText.promoLabel}>
      <div className="promo-form__row">
        <span style={{ flexBasis: PROMO_LAYOUT.input }} className="builder-hint">
          {CartUiText.promoLabel}
        </span>
        <span style={{ flexBasis: PROMO_LAYOUT.apply }} className="button button--secondary">
          {CommerceText.apply}
        </span>
      </div>
    </Preview>
  )),
  [CartBlockType.Totals]: cartBlock(CartBlockType.Totals, () => <Preview label="Totals">{`${CartText.subtotal} · ${CartText.shipping} · ${CartText.tax} · ${CartText.total}`}</Preview>),
  [CartBlockType.CardForm]: cartBlock(CartBlockType.CardForm, ({ config }) => (
    <Preview label="Card Form">
      <h2 className="checkout-form__title">{typeof config.title === 'string' && config.title ? config.title : CartText.checkoutHeading}</h2>
      <span className="button button--primary">{CommerceText.payWithCreditCard}</span>
    </Preview>
  )),
  [CartBlockType.WalletButton]: cartBlock(CartBlockType.WalletButton, () => (
    <Preview label="Apple Pay Button">
      <span className="button wallet__button">{CartUiText.walletPayWith}</span>
    </Preview>
  )),
  [CartBlockType.EmptyCartMessage]: EmptyCartMessage,
  [CartBlockType.PurchaseConfirmation]: cartBlock(CartBlockType.PurchaseConfirmation, () => <Preview label="Purchase Confirmation">{CommerceText.purchaseConfirmation}</Preview>),
};
