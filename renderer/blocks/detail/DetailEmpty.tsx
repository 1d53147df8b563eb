import { catalogueEntry } from '../../../schema/catalogue';
import { BuilderText } from '../../texts';
import { BuilderHint } from '../BuilderHint';
import type { RenderMode } from '../types';

/**
 * What a detail block draws when its item has nothing for it (no photos, no cover) or no item is there
 * yet: nothing for visitors, as the spec hides such blocks; in the builder a hint, so the block can
 * still be seen, selected and moved.
 */
export function DetailEmpty({ type, mode, hint }: { type: string; mode: RenderMode; hint?: string }) {
  if (mode !== 'builder') return null;
  return <BuilderHint>{hint ?? BuilderText.detailEmpty(catalogueEntry(type)?.label ?? type)}</BuilderHint>;
}
