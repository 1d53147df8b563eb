import { VIRTUAL_INSTALL_DEPTH_DEFAULT_IN } from '../../schema/enums';

/**
 * The image tools' settings in one place (spec §5, §9): the widths of the pictures they load, the zoom's
 * range, and the depth past which a piece is not offered the virtual install (a wall shows a flat work
 * truly; a deep sculpture or a piece of furniture it does not).
 */
export const ZOOM_CONFIG = {
  /** The spec's zoom picture width. */
  imageWidth: 1920,
  minScale: 0.3,
  maxScale: 6,
  step: 0.05,
  /** How far an arrow key moves the picture, in pixels (ten times that with Shift). */
  panStep: 40,
} as const;

export const VIRTUAL_INSTALL_CONFIG = {
  /** The spec's virtual install picture width. */
  imageWidth: 640,
  /** The product's threshold until the owner sets one (Settings): pieces deeper than this many inches get no virtual install button. */
  maxDepthInches: VIRTUAL_INSTALL_DEPTH_DEFAULT_IN,
} as const;
