import type { ReactNode } from 'react';
import { BlockType } from '../../schema';
import { detailKindOf } from '../../schema/detail-blocks';
import { imageUrl } from '../../schema/images';
import { DetailBlockForm } from './detail-forms';
import { NumberInput, Select, TextArea, TextInput, countOptions } from './fields';
import { InventoryListForm, isContentListType, ListBlockForm, RecentlyViewedForm } from './list-forms';
import { usePickImageFor } from './media/pick-image';

/** Updates one key of the selected block's config; `typing` merges fast keystrokes into one undo step. */
export type SetConfig = (key: string, value: unknown, typing?: boolean) => void;

const ALIGN = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
] as const;

const VARIANTS = [
  { value: 'paragraph', label: 'Paragraph' },
  { value: 'heading1', label: 'Heading 1' },
  { value: 'heading2', label: 'Heading 2' },
  { value: 'heading3', label: 'Heading 3' },
] as const;

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);

/** The config controls for one block type; null for types with nothing to edit. */
export function BlockForm({ nodeId, type, config, set }: { nodeId: string; type: string; config: Record<string, unknown>; set: SetConfig }): ReactNode {
  switch (type) {
    case BlockType.Text:
      return (
        <>
          <TextArea label="Text" value={str(config.text)} onChange={(v) => set('text', v, true)} />
          <Select label="Style" value={str(config.variant, 'paragraph')} options={VARIANTS} onChange={(v) => set('variant', v)} />
          <Select label="Alignment" value={str(config.align, 'left')} options={ALIGN} onChange={(v) => set('align', v)} />
        </>
      );
    case BlockType.Image:
      return (
        <>
          <ImageChoice nodeId={nodeId} image={config.image} onRemove={() => set('image', null)} />
          <TextInput label="Alt text" value={str(config.altText)} onChange={(v) => set('altText', v, true)} hint="Describes the image for people who cannot see it." />
          <Select
            label="Fit"
            value={str(config.fit, 'fill')}
            options={[
              { value: 'fill', label: 'Fill the space' },
              { value: 'fit', label: 'Fit inside' },
            ]}
            onChange={(v) => set('fit', v)}
          />
        </>
      );
    case BlockType.Columns:
      return (
        <>
          <Select label="Number of columns" value={num(config.columnCount, 2)} options={countOptions(1, 6)} onChange={(v) => set('columnCount', v)} />
          <NumberInput label="Gap (px)" value={num(config.gap, 24)} min={0} max={120} onChange={(v) => set('gap', v ?? 0)} />
        </>
      );
    case BlockType.HoverContent:
      return (
        <Select
          label="State"
          value={str(config.builderState, 'default')}
          options={[
            { value: 'default', label: 'Default' },
            { value: 'hover', label: 'Hover' },
          ]}
          onChange={(v) => set('builderState', v)}
        />
      );
    case BlockType.InventoryList:
      return <InventoryListForm config={config} set={set} />;
    case BlockType.RecentlyViewed:
      return <RecentlyViewedForm config={config} set={set} />;
    default:
      if (detailKindOf(type)) return <DetailBlockForm type={type} config={config} set={set} />;
      return isContentListType(type) ? <ListBlockForm type={type} config={config} set={set} /> : null;
  }
}

/** The image a block shows, with buttons to choose one from the media library, replace it or take it away. */
function ImageChoice({ nodeId, image, onRemove }: { nodeId: string; image: unknown; onRemove: () => void }) {
  const pickImageFor = usePickImageFor();
  const current = typeof image === 'object' && image !== null && 'id' in image && 'extension' in image ? (image as { id: number; extension: string }) : null;
  return (
    <div className="ed-field ed-image-choice">
      <span className="ed-field-label">Image</span>
      {current ? <img src={imageUrl(current, { width: 240 })} alt="" className="ed-image-choice-preview" /> : <p className="ed-field-hint">No image chosen yet.</p>}
      <div className="ed-image-choice-actions">
        <button type="button" onClick={() => pickImageFor(nodeId)}>
          {current ? 'Replace image' : 'Choose image'}
        </button>
        {current && (
          <button type="button" className="ed-quiet" onClick={onRemove}>
            Remove image
          </button>
        )}
      </div>
    </div>
  );
}
