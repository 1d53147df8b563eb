import { BLOCK_BOX_CSS } from './style';

/**
 * The stylesheet of the blocks that carry their own rules (the common style box and each kind that
 * needs more than the site's base rules), part of the site's stylesheet for visitors and the builder.
 */
export const BLOCKS_CSS = [BLOCK_BOX_CSS].join('\n');
