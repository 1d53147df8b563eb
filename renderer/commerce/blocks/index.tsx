import { Children, useContext, type ComponentType, type ReactNode } from 'react';
import { findCountry } from '../../../schema/countries';
import { PageType } from '../../../schema/enums';
import { CartBlockType } from '../../../schema/commerce-constants';
import { PagesContext } from '../../blocks/page-context';
import type { BlockProps } from '../../blocks/types';
import { Island } from '../../islands/Island';
import { isArtistSite, useLinkParams, useSite } from '../../site/context';
import { homeHref, pageHref } from '../../site/links';
import { BuilderText, CartText, CommerceText } from '../../texts';
import { SAMPLE_CART_PREVIEW } from '../cart-preview';
import { CartPreviewContext } from '../cart-preview-context';
import { CartBlock } from './CartBlock';

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

/**
 * A cart block in the builder: the block visitors get, drawn from the builder's preview cart (the
 * site's own first available works) and inert, so clicks select the block and nothing is sent or
 * stored. Line items draw their lines without their parts, whose own blocks (quantity input, remove
 * button) follow, each shown once, to be selected, moved and removed there.
 */
function BuilderCartBlock({ type, config, children }: { type: string; config: Record<string, unknown>; children?: ReactNode }) {
  const site = useSite();
  const preview = useContext(CartPreviewContext) ?? SAMPLE_CART_PREVIEW;
  const lineParts = type === CartBlockType.LineItems;
  return (
    <CartPreviewContext.Provider value={preview}>
      <div className={`cart-block cart-block--${KIND[type] ?? 'part'} builder-cart-block`}>
        <div inert>
          <CartBlock
            type={type}
            config={config}
            parts={[]}
            sub={site.subdomain}
            isArtistSite={isArtistSite(site)}
            country={(site.config.country && findCountry(site.config.country)?.code) || ''}
            checkoutEnabled
          />
        </div>
        {lineParts && (
          <div className="builder-cart-line-parts">
            <p className="builder-hint">{Children.count(children) > 0 ? BuilderText.cartLineParts : BuilderText.emptyCartLineParts}</p>
            {children}
          </div>
        )}
      </div>
    </CartPreviewContext.Provider>
  );
}

function cartBlock(type: string): ComponentType<BlockProps> {
  function CartBlockComponent(props: BlockProps) {
    return props.mode === 'builder' ? <BuilderCartBlock type={type} config={props.config}>{props.children}</BuilderCartBlock> : <LiveCartBlock type={type} config={props.config} />;
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

/** A line's part in the builder: the control every line shows, inert. Visitors' lines draw their own. */
function LinePart({ mode, children }: { mode: BlockProps['mode']; children: ReactNode }) {
  return mode === 'builder' ? <span inert>{children}</span> : null;
}

/** The cart parts' renderers by type value (renderer/blocks/registry.ts takes them in). */
export const CART_BLOCK_COMPONENTS: Record<string, ComponentType<BlockProps>> = {
  [CartBlockType.LineItems]: cartBlock(CartBlockType.LineItems),
  [CartBlockType.QuantityInput]: ({ mode }) => (
    <LinePart mode={mode}>
      <span className="cart-line__quantity">
        <label>
          {CartText.quantity} <input type="text" inputMode="numeric" value="1" readOnly />
        </label>
      </span>
    </LinePart>
  ),
  [CartBlockType.RemoveButton]: ({ mode }) => (
    <LinePart mode={mode}>
      <button type="button" className="link-button cart-line__remove">
        {CartText.remove}
      </button>
    </LinePart>
  ),
  [CartBlockType.PromoCode]: cartBlock(CartBlockType.PromoCode),
  [CartBlockType.Totals]: cartBlock(CartBlockType.Totals),
  [CartBlockType.CardForm]: cartBlock(CartBlockType.CardForm),
  [CartBlockType.WalletButton]: cartBlock(CartBlockType.WalletButton),
  [CartBlockType.EmptyCartMessage]: EmptyCartMessage,
  [CartBlockType.PurchaseConfirmation]: cartBlock(CartBlockType.PurchaseConfirmation),
};
