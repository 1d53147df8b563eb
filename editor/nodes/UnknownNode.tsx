import { useNode, type UserComponent } from '@craftjs/core';
import { unknownBlockLabel } from '../../schema/block-meta';
import type { UnknownNodeProps } from '../serialize';
import { useConnectRef } from './connect';

/** A block this product does not know: shown as its label so the owner can see, move or delete it; kept verbatim. */
export const UnknownNode: UserComponent<UnknownNodeProps> = ({ block }) => {
  const { id, connectors } = useNode();
  const ref = useConnectRef(connectors);
  return (
    <div ref={ref} className="cb-block cb-unknown" data-block-type={block.type} data-block-id={id}>
      {unknownBlockLabel(block.type)}
    </div>
  );
};
UnknownNode.displayName = 'UnknownNode';
UnknownNode.craft = { displayName: 'Unknown Block' };
