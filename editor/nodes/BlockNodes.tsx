import { Element, useEditor, useNode, type UserComponent } from '@craftjs/core';
import type { ComponentType, ReactNode } from 'react';
import { BLOCK_COMPONENTS, blockConfig } from '../../renderer/blocks/registry';
import type { BlockProps } from '../../renderer/blocks/types';
import { BlockType, catalogueEntry, own } from '../../schema';
import { hasSlots, isCanvasType, slotCount, slotDefaultConfig, slotKey, slotTypeOf, type BlockNodeProps } from '../serialize';
import { useConnectRef } from './connect';
import { canvasRules } from './rules';
import { SampleData } from './sample-data';

type NodeProps = BlockNodeProps & { children?: ReactNode };

// Renderer blocks each narrow their own config type; the registry is looked up by a runtime type string.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function rendererFor(type: string): ComponentType<BlockProps<any>> | null {
  return own(BLOCK_COMPONENTS, type) ?? null;
}

/** Whether a hover layer is the one its hover content block shows in the builder right now. */
function useLayerShown(type: string, config: Record<string, unknown>): boolean {
  const isLayer = type === BlockType.HoverLayer;
  const { parent } = useNode((node) => ({ parent: node.data.parent }));
  const { builderState } = useEditor((state) => ({
    builderState:
      isLayer && parent ? (state.nodes[parent]?.data.props.config as { builderState?: string } | undefined)?.builderState : undefined,
  }));
  return !isLayer || (builderState ?? 'default') === (config.state ?? 'default');
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

/**
 * One Craft user component per block type, drawing the renderer's own block in builder mode inside a
 * wrapper the connectors can hold (renderer blocks take no refs).
 */
function makeBlockNode(type: string, slotNode: UserComponent<NodeProps> | null): UserComponent<NodeProps> {
  const canvas = isCanvasType(type);
  const slotted = hasSlots(type);
  function BlockNode({ config, children }: NodeProps) {
    const { id } = useNode();
    const ref = useConnectRef();
    // A hover layer shows only when its hover content's builder state selects it.
    const shown = useLayerShown(type, config);
    const Block = rendererFor(type);
    const inner = slotted && slotNode ? <Slots type={type} config={config} slotNode={slotNode} /> : children;
    return (
      <div
        ref={ref}
        className={`cb-block${canvas ? ' cb-canvas cb-slot' : ''}`}
        data-block-type={type}
        data-block-id={id}
        hidden={!shown}
      >
        <SampleData id={id} type={type} config={config}>
          {Block && (
            <Block id={id} config={blockConfig({ type, config })} mode="builder">
              {inner}
            </Block>
          )}
        </SampleData>
      </div>
    );
  }
  BlockNode.displayName = `${catalogueEntry(type)?.label.replace(/\s+/g, '') ?? type}Node`;
  BlockNode.craft = {
    displayName: catalogueEntry(type)?.label ?? type,
    isCanvas: canvas,
    ...(canvas ? { rules: canvasRules(type) } : {}),
  };
  return BlockNode;
}

/** Slots first, so their owners can render them. */
const columnNode = makeBlockNode(BlockType.Column, null);
const hoverLayerNode = makeBlockNode(BlockType.HoverLayer, null);
const SLOT_NODES: Record<string, UserComponent<NodeProps>> = {
  [BlockType.Column]: columnNode,
  [BlockType.HoverLayer]: hoverLayerNode,
};

export const BLOCK_NODES: Record<string, UserComponent<NodeProps>> = {
  [BlockType.Text]: makeBlockNode(BlockType.Text, null),
  [BlockType.Image]: makeBlockNode(BlockType.Image, null),
  [BlockType.Columns]: makeBlockNode(BlockType.Columns, SLOT_NODES[slotTypeOf(BlockType.Columns)!]),
  [BlockType.Column]: columnNode,
  [BlockType.HoverContent]: makeBlockNode(BlockType.HoverContent, SLOT_NODES[slotTypeOf(BlockType.HoverContent)!]),
  [BlockType.HoverLayer]: hoverLayerNode,
  [BlockType.InventoryList]: makeBlockNode(BlockType.InventoryList, null),
};
