import { CartBlockType } from '../../../schema/commerce-constants';
import { CardForm } from './CardForm';
import { Confirmation } from './Confirmation';
import { LineItems } from './LineItems';
import { PromoCode } from './PromoCode';
import { Totals } from './Totals';
import { Wallet } from './Wallet';

/** What every cart block island is given by the server's render. */
export interface CartBlockProps {
  type: string;
  config: Record<string, unknown>;
  /** A line items block's own parts (quantity input, remove button), by type. */
  parts: string[];
  sub: string;
  isArtistSite: boolean;
  /** The country the checkout form starts on. */
  country: string;
  checkoutEnabled: boolean;
}

/**
 * The cart page's interactive blocks as one island kind: each draws its part of the page's one cart
 * store (use-cart.ts), so they stay in step wherever the owner places them.
 */
export function CartBlock({ type, config, parts, sub, isArtistSite, country, checkoutEnabled }: CartBlockProps) {
  switch (type) {
    case CartBlockType.LineItems:
      return <LineItems lineSpacing={Number(config.lineSpacing ?? 20)} showImages={config.showImages !== false} parts={parts} isArtistSite={isArtistSite} />;
    case CartBlockType.PromoCode:
      return <PromoCode />;
    case CartBlockType.Totals:
      return <Totals />;
    case CartBlockType.CardForm:
      return <CardForm title={typeof config.title === 'string' ? config.title : ''} country={country} checkoutEnabled={checkoutEnabled} />;
    case CartBlockType.WalletButton:
      return checkoutEnabled ? <Wallet sub={sub} /> : null;
    case CartBlockType.PurchaseConfirmation:
      return <Confirmation />;
    default:
      return null;
  }
}

export default CartBlock;
