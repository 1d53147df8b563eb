/**
 * Styles for builder chrome inside the canvas iframe. Previews stay hit-testable (so clicking any part
 * of a block selects it) but inert: no text selection, no native image drags, and the canvas cancels
 * link clicks and form submits. A hover content block shows the one layer its builder state selects.
 * Also: canvas padding (Craft treats the outer 10px of
 * a canvas as its parent, so a canvas needs more than that to take drops), empty hints and overlays.
 */
export const CANVAS_CSS = `
html, body { margin: 0; min-height: 100%; }
body { min-height: 100vh; }
/* Craft places a drop before or after a block by its midline measured with its margins, so the owner's
   drop on the lower half of a block landed before it. In the builder, the space between blocks is a
   flex gap instead of a margin: the midline Craft uses is then the one the owner sees. */
.page-body.cb-page-root, .cb-block > .block-column:not(.block-column--empty) { display: flex; flex-direction: column; }
.page-body.cb-page-root { gap: 48px; }
.cb-block > .block-column { gap: 24px; }
.page-body.cb-page-root > *, .cb-block > .block-column > * { margin-top: 0; }
.cb-canvas { box-sizing: border-box; padding: 14px; min-height: 56px; }
.cb-page-root { min-height: 100vh; }
.cb-block { position: relative; }
/* A block brought into view (selected by keyboard, added, pasted) stands clear of the edge, its label above it seen. */
.cb-block { scroll-margin: 32px 0; }
.cb-page-root > .cover-banner { margin: 0; }
/* The header and footer stand around the page as on the visitor's site, laid out by the theme. */
.cb-site-part { display: contents; }
.cb-part-root { min-height: 50vh; }
/* A detail template is laid out as its pages are: an artwork's picture and meta side by side, every
   other block across the page. */
.page-body.cb-page-root.art-page { display: grid; }
.cb-page-root.art-page > .cb-block[data-block-type="inventory-image"], .cb-page-root.art-page > .cb-block[data-block-type="inventory-meta"] { grid-column: auto; }
.cb-page-root.post-page > .cb-block:has(> .cover-banner) { max-width: none; }
/* A cart page mode is laid out as the visitor's cart page lays it out: in checkout, the card form in a
   second column (spec §9) beside the other blocks, under the note and the title. */
.page-body.cb-page-root.cart-mode--checkout { display: grid; column-gap: clamp(32px, 5vw, 72px); }
.cb-cart-root > .cb-part-note, .cb-cart-root > .page-title, .cb-cart-root > .cb-empty-hint { grid-column: 1 / -1; }
@media (min-width: 900px) {
  .cb-page-root.cart-mode--checkout > .cb-block[data-block-type="cart-card-form"] { grid-column: 2; grid-row: 3 / span 50; }
}
.cb-page-root.cb-cart-root > .page-title { margin: 0; }
.builder-cart-line-parts { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-top: 12px; }
.builder-cart-line-parts > .builder-hint { margin: 0; }
.cb-part-note { margin: 0; padding: 8px 12px; border-radius: 4px; background: #eff6ff; color: #1e3a8a; font: 13px/1.4 system-ui, sans-serif; }
.cell-template__cell { width: 100%; max-width: 320px; height: auto; margin-top: 24px; }
/* The page's blocks are laid out and painted only near the viewport (each keeps its last size when
   scrolled away), so a page of thousands of blocks relayouts, restyles and measures for a drop in a
   fraction of the time. Blocks stay mounted: selection, drops and saving see the whole page. */
.page-body.cb-page-root > .cb-block { content-visibility: auto; contain-intrinsic-size: auto 120px; }
.cb-block { -webkit-user-select: none; user-select: none; }
.cb-block img { -webkit-user-drag: none; }
.cb-block[draggable="true"] { cursor: grab; }
.block-hover-content--builder[data-builder-state="default"] > [data-layer-state="hover"],
.block-hover-content--builder[data-builder-state="hover"] > [data-layer-state="default"] { display: none; }
.cb-slot { outline: 1px dashed rgba(100, 116, 139, 0.45); outline-offset: -1px; }
.cb-empty-hint { box-sizing: border-box; padding: 14px 10px; border: 1px dashed #b8c0cc; border-radius: 4px;
  color: #64748b; font: 13px/1.4 system-ui, sans-serif; text-align: center; pointer-events: none; }
.cb-unknown { padding: 10px; background: #f1f5f9; color: #475569; font: 13px system-ui, sans-serif; }
.cb-overlay { position: absolute; pointer-events: none; box-sizing: border-box; z-index: 2147483000; }
.cb-overlay--selected { border: 2px solid #2563eb; }
.cb-overlay--hovered { border: 1px dashed #2563eb; }
.cb-badge { position: absolute; left: -2px; bottom: 100%; background: #2563eb; color: #fff;
  font: 600 11px/1 system-ui, sans-serif; padding: 4px 6px; border-radius: 3px 3px 0 0; white-space: nowrap;
  pointer-events: auto; cursor: grab; }
.cb-overlay--below .cb-badge { bottom: auto; top: 100%; border-radius: 0 0 3px 3px; }
.cb-drop-refusal { position: fixed; z-index: 2147483001; max-width: 280px; padding: 6px 9px; border-radius: 4px;
  background: #7f1d1d; color: #fff; font: 600 12px/1.35 system-ui, sans-serif; pointer-events: none;
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.25); }
`;
