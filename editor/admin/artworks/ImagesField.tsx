import type { Picture } from '../../../schema';
import { FieldGroup } from '../content-ui/fields';
import { Thumbnail, useMediaPicker } from '../content-ui/media';
import { addOnce } from '../content-ui/order';
import { SortableItems } from '../content-ui/SortableItems';

/** A picture by its alt text, or by its number in the library (its place in the list changes as it moves). */
const pictureName = (p: Picture) => p.alt || `Picture ${p.id}`;

/**
 * The work's pictures from the media library, in order (by drag, by the handle and the keyboard, or the
 * arrows); the first is the primary one, shown in lists and marked so.
 */
export function ImagesField({ images, onChange, error }: { images: Picture[]; onChange: (images: Picture[]) => void; error?: string }) {
  const picker = useMediaPicker();
  return (
    <FieldGroup legend="Images">
      <p className="ed-admin-hint">The first image is the primary one: lists and the page’s top show it.</p>
      <SortableItems<Picture>
        label="Images, in order"
        items={images}
        idOf={(p) => p.id}
        nameOf={pictureName}
        render={(p) => (
          <span className="ed-admin-inline">
            <Thumbnail picture={p} size={64} />
            {pictureName(p)}
            {images[0]?.id === p.id && <strong className="ed-artworks-badge">Primary</strong>}
          </span>
        )}
        onChange={onChange}
        onRemove={(p) => onChange(images.filter((x) => x.id !== p.id))}
        empty="No images yet."
      />
      <button type="button" onClick={() => picker.open('for the artwork', (p) => onChange(addOnce(images, [p])))}>
        Add image
      </button>
      {error && <p className="ed-admin-field-error">{error}</p>}
      {picker.host}
    </FieldGroup>
  );
}
