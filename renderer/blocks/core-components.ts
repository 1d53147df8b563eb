import type { ComponentType } from 'react';
import { BlockType } from '../../schema/block-types';
import ColumnBlock from './Column';
import ColumnsBlock from './Columns';
import HoverContentBlock from './HoverContent';
import HoverLayerBlock from './HoverLayer';
import ImageBlock from './Image';
import TextBlock from './Text';
import type { BlockProps } from './types';

/**
 * The kinds every page starts from: the registry holds them with every other kind, and the builder's
 * first load holds only these (editor/nodes/block-renderers.ts fetches the registry for the rest).
 */
// Each component narrows its own config type; the map is looked up by a runtime type string.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const CORE_BLOCK_COMPONENTS: Record<string, ComponentType<BlockProps<any>>> = {
  [BlockType.Text]: TextBlock,
  [BlockType.Image]: ImageBlock,
  [BlockType.Columns]: ColumnsBlock,
  [BlockType.Column]: ColumnBlock,
  [BlockType.HoverContent]: HoverContentBlock,
  [BlockType.HoverLayer]: HoverLayerBlock,
};
