import type { Resolver } from '@craftjs/core';
import { PAGE_ROOT_NAME, UNKNOWN_BLOCK_NAME } from '../serialize';
import { BLOCK_NODES } from './BlockNodes';
import { PageRootNode } from './PageRootNode';
import { UnknownNode } from './UnknownNode';

/** Craft's resolver: the names editor/serialize writes, each mapped to its user component. */
export const RESOLVER: Resolver = {
  [PAGE_ROOT_NAME]: PageRootNode,
  [UNKNOWN_BLOCK_NAME]: UnknownNode,
  ...BLOCK_NODES,
};

export { PageRootNode, UnknownNode, BLOCK_NODES };
