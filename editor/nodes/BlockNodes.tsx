import { Element, useNode, type UserComponent } from '@craftjs/core';
import { memo, type ComponentType, type ReactNode } from 'react';
import { blockConfig } from '../../renderer/blocks/config';
import { blockBox } from '../../renderer/blocks/style';
import { BlockType } from '../../schema/block-types';
import { BLOCK_META, blockMeta } from '../../schema/block-meta';
import { own } from '../../schema/own';
import { hasSlots, isCanvasType, slotCount, slotDefaultConfig, slotKey, slotTypeOf, type BlockNodeProps } from '../serialize';
import { isCoreKind, rendererFor, useBlockRenderersLoaded } from './block-renderers';
import { useConnectRef } from './connect';
import { canvasRules } from './rules';
import { SampleData } from './sample-data';
import { TextNodeBody } from './text/TextNodeBody';

type NodeProps = BlockNodeProps & { children?: ReactNode };

/** A kind outside the first load draws once its chunk is here (documents holding one wait for it; a toolbox drop may not). */
function useLateRenderer(type: string) {
  useBlockRenderersLoaded();
  return rendererFor(type);
}

/** The slot canvases of a slotted block, as Craft <Element>s: existing slots are found by key, missing ones made. */
function Slots({ type, config, slotNode }: { type: string; config: Record<string, unknown>; slotNode: UserComponent<NodeProps> }) {
  return (
    <>
      {Array.from({ length: slotCount(type, config) }, (_, index) => (
        <Element key={slotKey(index)} id={slotKey(index)} is={slotNode} canvas config={slotDefaultConfig(type, index)} />
      ))}
    </>
  );
}

/** Kinds edited on the canvas itself draw through their own body there (a text is typed in place). */
const BUILDER_BODIES: Record<string, ComponentType<{ id: string; config: Record<string, unknown> }>> = {
  [BlockType.Text]: TextNodeBody,
};

/**
 * One Craft user component per block type, drawing the renderer's own block in builder mode inside a
 * wrapper the connectors can hold (renderer blocks take no refs).
 */
function makeBlockNode(type: string, slotNode: UserComponent<NodeProps> | null): UserComponent<NodeProps> {
  const canvas = isCanvasType(type);
  const slotted = hasSlots(type);
  const core = isCoreKind(type);
  const Body = own(BUILDER_BODIES, type);
  // A hover layer says which state it is, and the canvas stylesheet shows only the one its hover
  // content's builder state selects: no layer has to watch its parent.
  const layerState = (config: Record<string, unknown>) => (type === BlockType.HoverLayer ? String(config.state ?? 'default') : undefined);
  function BlockNode({ config, children }: NodeProps) {
    // The block's only store subscription; it collects nothing, so the block re-renders only when its
    // own props change (and memo skips it when they have not).
    const { id, connectors } = useNode();
    // Fixed per kind, so the hook order never changes between renders of one node.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const Block = core ? rendererFor(type) : useLateRenderer(type);
    const ref = useConnectRef(connectors);
    const inner = slotted && slotNode ? <Slots type={type} config={config} slotNode={slotNode} /> : children;
    // The common style fields draw on this wrapper, as the visitor renderer's box around the block.
    const box = blockBox(config);
    return (
      <div
        ref={ref}
        className={`cb-block${canvas ? ' cb-canvas cb-slot' : ''}${box ? ` ${box.className}` : ''}`}
        style={box?.style}
        data-block-type={type}
        data-block-id={id}
        data-layer-state={layerState(config)}
      >
        <SampleData id={id} type={type} config={config}>
          {Body ? (
            <Body id={id} config={blockConfig({ type, config })} />
          ) : (
            Block ? (
              <Block id={id} config={blockConfig({ type, config })} mode="builder">
                {inner}
              </Block>
            ) : (
              <p className="builder-hint" role="status">
                Loading…
              </p>
            )
          )}
        </SampleData>
      </div>
    );
  }
  BlockNode.displayName = `${blockMeta(type)?.label.replace(/\s+/g, '') ?? type}Node`;
  // Memoised: when a parent's children change (a drop among 500 siblings), the unchanged ones skip.
  const Node = memo(BlockNode) as unknown as UserComponent<NodeProps>;
  Node.craft = {
    displayName: blockMeta(type)?.label ?? type,
    isCanvas: canvas,
    ...(canvas ? { rules: canvasRules(type) } : {}),
  };
  return Node;
}

/** Slots first, so their owners can render them. */
const columnNode = makeBlockNode(BlockType.Column, null);
const hoverLayerNode = makeBlockNode(BlockType.HoverLayer, null);
const SLOT_NODES: Record<string, UserComponent<NodeProps>> = {
  [BlockType.Column]: columnNode,
  [BlockType.HoverLayer]: hoverLayerNode,
};

/**
 * A Craft user component for every kind of the catalogue, so a new kind needs nothing here: slotted kinds
 * (columns, hover content) render their slot canvases, every other kind its renderer block.
 */
export const BLOCK_NODES: Record<string, UserComponent<NodeProps>> = Object.fromEntries(
  Object.keys(BLOCK_META).map((type) => {
    const slotType = slotTypeOf(type);
    return [type, own(SLOT_NODES, type) ?? makeBlockNode(type, slotType ? SLOT_NODES[slotType] : null)];
  }),
);
