/** The only folder that knows Craft.js's serialized format; everything else speaks our Block JSON. */
export { toCraft, blockToCraft } from './to-craft';
export { fromCraft, blockFromCraft } from './from-craft';
export { blockToNodeTree, type SerializedNodeParser } from './node-tree';
export { createBlock, newBlockId } from './new-block';
export {
  PAGE_ROOT_NAME,
  UNKNOWN_BLOCK_NAME,
  ROOT_ID,
  craftNameOf,
  nodeBlockType,
  isCanvasType,
  isKnownType,
  type BlockNodeProps,
  type UnknownNodeProps,
} from './names';
export { hasSlots, slotCount, slotKey, slotDefaultConfig, slotTypeOf } from './slots';
