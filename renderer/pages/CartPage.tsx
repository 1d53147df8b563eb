import type { Block } from '../../schema/block';
import { cartPageModes, cartPageOf, CartBlockType } from '../../schema/cart-page';
import { findCountry } from '../../schema/countries';
import { renderBlocks } from '../blocks/registry';
import { LINE_PARTS_KEY } from '../commerce/blocks';
import { CART_MODE_ATTRIBUTE, CART_TITLE_ATTRIBUTE } from '../commerce/CartIsland';
import { COMMERCE_CSS, COMMERCE_STYLE_ATTRIBUTE } from '../commerce/styles';
import { Island } from '../islands/Island';
import { useLinkParams, useSite } from '../site/context';
import { CartText, SiteText } from '../texts';

/** A line items block learns which of a line's parts the page gives it from its nested blocks. */
function withLineParts(blocks: Block[]): Block[] {
  return blocks.map((block) =>
    block.type === CartBlockType.LineItems ? { ...block, config: { ...block.config, [LINE_PARTS_KEY]: (block.blocks ?? []).map((b) => b.type) } } : block,
  );
}

/**
 * /buy/: the cart page as its configuration draws it. Each mode it defines (checkout, empty cart,
 * purchase confirmation) is drawn as a section of blocks, hidden until the cart island, which knows the
 * cart, shows the one the buyer is in. Without JavaScript the page says what is needed.
 */
export function CartPage() {
  const site = useSite();
  const linkParams = useLinkParams();
  const modes = cartPageModes(cartPageOf(site.config.cartPage));
  return (
    <>
      <style {...{ [COMMERCE_STYLE_ATTRIBUTE]: '' }}>{COMMERCE_CSS}</style>
      <h1 className="page-title" {...{ [CART_TITLE_ATTRIBUTE]: '' }}>
        {SiteText.cartTitle}
      </h1>
      <noscript>
        <p className="cart__message">{CartText.noScript}</p>
      </noscript>
      <Island
        name="CartIsland"
        props={{
          setup: {
            sub: site.subdomain,
            linkParams,
            modes: modes.map((m) => m.mode),
            ...(site.config.analytics ? { analytics: site.config.analytics } : {}),
            country: (site.config.country && findCountry(site.config.country)?.code) || '',
          },
        }}
      />
      {modes.map(({ mode, blocks }) => (
        <section key={mode} className={`cart-mode cart-mode--${mode}`} {...{ [CART_MODE_ATTRIBUTE]: mode }} hidden>
          {renderBlocks(withLineParts(blocks), 'visitor')}
        </section>
      ))}
    </>
  );
}
