/**
 * Facts a page states in data attributes for scripts and islands of other parts to read.
 *
 * SHOW_ID_ATTRIBUTE: an exhibition page's show id (spec §2: exhibition detail pages add the show id to
 * the subscription origin). A subscribe form reads it from the closest element carrying it, or from
 * document.querySelector(`[${SHOW_ID_ATTRIBUTE}]`), and sends it with its Origin.
 */
export const SHOW_ID_ATTRIBUTE = 'data-show-id';
