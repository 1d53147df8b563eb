import type { Node, NodeTree, SerializedNodes } from '@craftjs/core';
import type { Block } from '../../schema';
import { blockToCraft } from './to-craft';

/** The part of Craft's query this module needs: turning one serialized node into a live node. */
export interface SerializedNodeParser {
  parseSerializedNode(node: SerializedNodes[string]): { toNode(normalize?: (node: Node) => void): Node };
}

/**
 * A block as a Craft NodeTree, ready for `actions.addNodeTree` or a toolbox `create` connector. Going
 * through the serialized form keeps ids, config and slots exactly as `toCraft` would write them.
 */
export function blockToNodeTree(query: SerializedNodeParser, block: Block, parentId: string): NodeTree {
  const serialized = blockToCraft(block, parentId);
  const nodes: NodeTree['nodes'] = {};
  for (const [id, data] of Object.entries(serialized)) {
    nodes[id] = query.parseSerializedNode(data).toNode((node) => {
      node.id = id;
    });
  }
  return { rootNodeId: block.id, nodes };
}
