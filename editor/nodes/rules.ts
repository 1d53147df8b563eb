import { ROOT_NODE, type Node, type NodeHelpersType, type UserComponentConfig } from '@craftjs/core';
import { templateRootKind } from '../../schema/detail-blocks';
import { canContain } from '../../schema/nesting';
import { nodeBlockType } from '../serialize';

/**
 * Craft rules for a canvas of our type: every incoming node must be allowed by the schema's nesting
 * table. Craft checks only the direct target canvas, which is enough because the table forbids the same
 * blocks at every depth inside a restricted container. Without a type, the canvas's own (the root of a
 * page or of a header's or footer's blocks). The root also says which detail template is open, whose
 * own blocks a column there may take.
 */
export function canvasRules(canvasType?: string): Partial<UserComponentConfig<unknown>['rules']> {
  return {
    canMoveIn: (incoming: Node[], self: Node, helpers: NodeHelpersType) => {
      const template = templateRootKind(nodeBlockType(helpers(ROOT_NODE).get()));
      return incoming.every((node) => canContain(canvasType ?? nodeBlockType(self), nodeBlockType(node), template));
    },
  };
}
