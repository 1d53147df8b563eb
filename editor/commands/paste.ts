import { blockMeta } from '../../schema/block-meta';
import { insertPlace, labelOf } from '../panels/insert';
import { nodeBlockType } from '../serialize';
import { insertBlock, nodeOf, placementRefusal, selectedId } from './blocks';
import { readClipboard } from './clipboard';
import type { Command } from './command';
import { withFreshIds } from './fresh-ids';
import { CommandText } from './texts';

/**
 * Pastes the copied block where the toolbox would add one: after the selected block, at the end of a
 * selected container, or at the end of the page. Every block of the copy gets a new id, and the nesting
 * rules are checked for the whole copy first; a refusal says why.
 */
export const pasteCommand: Command = {
  id: 'paste',
  label: 'Paste',
  shortcuts: [{ key: 'v', mod: true }],
  menus: ['edit', 'block'],
  scope: 'blocks',
  canRun: (ctx) => readClipboard(ctx.subdomain) !== null,
  run(ctx) {
    const copied = readClipboard(ctx.subdomain);
    if (!copied) return ctx.announce(CommandText.nothingToPaste);
    const place = insertPlace((id) => nodeOf(ctx, id), selectedId(ctx) ?? undefined, copied.type);
    if (!place.ok) return ctx.announce(CommandText.notPasted(place.message));
    const refusal = placementRefusal(ctx, place.parentId, copied);
    if (refusal) return ctx.announce(CommandText.notPasted(refusal));
    insertBlock(ctx, withFreshIds(copied), place.parentId, place.index);
    const parent = nodeOf(ctx, place.parentId);
    ctx.announce(CommandText.pasted(blockMeta(copied.type)?.label ?? copied.type, parent ? labelOf(nodeBlockType(parent)) : 'the page'));
  },
};
