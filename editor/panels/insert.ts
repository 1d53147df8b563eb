import { ROOT_NODE, type Node } from '@craftjs/core';
import { PAGE_ROOT, PART_ROOT } from '../../schema/block-types';
import { CART_ROOT } from '../../schema/cart-page';
import { blockMeta } from '../../schema/block-meta';
import { TEMPLATE_LABEL, templateRootKind } from '../../schema/detail-blocks';
import { FORM_CONTAINERS } from '../../schema/block-configs/forms';
import { canContain } from '../../schema/nesting';
import { nodeBlockType } from '../serialize';

export type InsertPlace = { ok: true; parentId: string; index?: number } | { ok: false; message: string };

/** The form a node is, or holds it as one of its messages; null for any other node. */
function formAround(getNode: (id: string) => Node | undefined, node: Node): Node | null {
  if (FORM_CONTAINERS.includes(nodeBlockType(node))) return node;
  const parent = node.data.parent ? getNode(node.data.parent) : undefined;
  return parent && FORM_CONTAINERS.includes(nodeBlockType(parent)) ? parent : null;
}

/** A block type as messages name it: its catalogue label, or 'the page', 'the header or footer', a template, 'the cart page'. */
export function labelOf(type: string): string {
  if (type === PAGE_ROOT) return 'the page';
  if (type === PART_ROOT) return 'the header or footer';
  if (type === CART_ROOT) return 'the cart page';
  const template = templateRootKind(type);
  if (template) return `the ${TEMPLATE_LABEL[template].toLowerCase()} template`;
  return blockMeta(type)?.label ?? type;
}

/** Why a block cannot go into a container, in the words the owner sees. */
export function refusalMessage(childType: string, parentType: string): string {
  return `${labelOf(childType)} cannot be placed inside ${labelOf(parentType)}.`;
}

/**
 * Where a block inserted from the toolbox without dragging goes: at the end of the selected canvas,
 * right after the selected block, or at the end of the page. A form takes only its messages: any other
 * block goes after the form, whether the form or one of its messages is selected. Craft checks nesting
 * only on drag, so the rule is checked here first.
 */
export function insertPlace(getNode: (id: string) => Node | undefined, selectedId: string | undefined, type: string): InsertPlace {
  let parentId = ROOT_NODE;
  let index: number | undefined;
  const selected = selectedId ? getNode(selectedId) : undefined;
  if (selected && selected.id !== ROOT_NODE) {
    const form = formAround(getNode, selected);
    const pastForm = form !== null && !canContain(nodeBlockType(form), type);
    // The block the new one follows: the form itself when the form would not take it.
    const after = pastForm ? form : selected;
    if (!pastForm && selected.data.isCanvas) parentId = selected.id;
    else if (after.data.parent) {
      parentId = after.data.parent;
      const parent = getNode(parentId);
      const at = parent ? parent.data.nodes.indexOf(after.id) : -1;
      index = at >= 0 ? at + 1 : undefined;
    }
  }
  const parent = getNode(parentId);
  if (!parent || !parent.data.isCanvas) return { ok: false, message: 'Select a place on the page first.' };
  const parentType = nodeBlockType(parent);
  // The root says which detail template is open, whose own blocks its columns may take.
  const root = getNode(ROOT_NODE);
  if (!canContain(parentType, type, root ? templateRootKind(nodeBlockType(root)) : null)) {
    return { ok: false, message: refusalMessage(type, parentType) };
  }
  return { ok: true, parentId, index };
}
