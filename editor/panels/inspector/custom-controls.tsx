import type { ComponentType } from 'react';
import { CustomControl } from '../../../schema/fields';
import { imageUrl } from '../../../schema/images';
import { ArtistControl, ArtistSortControl, InventorySortControl, InventoryTypeControl, LayoutsControl, SourceControl } from '../list-forms';
import { usePickImageFor } from '../media/pick-image';
import { ImageControl, LinkControl } from './media-link-controls';
import { GalleryImagesControl, SocialPlatformsControl, UrlControl } from './more-controls';
import { BoxControl, ColorControl, LengthControl } from './style-controls';
import { RangeControl } from './range-control';
import { TabsEditor } from './TabsEditor';
import type { ControlProps, PanelProps } from './types';
import { RichTextControl } from '../../nodes/text/RichTextControl';

/** The image a block shows, with buttons to choose one from the media library, replace it or take it away. */
function ImageBlockControl({ nodeId, config, set, field }: ControlProps) {
  const pickImageFor = usePickImageFor();
  const image = config[field.key];
  const current = typeof image === 'object' && image !== null && 'id' in image && 'extension' in image ? (image as { id: number; extension: string }) : null;
  return (
    <div className="ed-field ed-image-choice">
      <span className="ed-field-label">{field.meta.label}</span>
      {current ? <img src={imageUrl(current, { width: 240 })} alt="" className="ed-image-choice-preview" /> : <p className="ed-field-hint">No image chosen yet.</p>}
      <div className="ed-image-choice-actions">
        <button type="button" onClick={() => pickImageFor(nodeId)}>
          {current ? 'Replace image' : 'Choose image'}
        </button>
        {current && (
          <button type="button" className="ed-quiet" onClick={() => set(field.key, null)}>
            Remove image
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The hand-written controls, by the name a field's metadata gives (`custom`), and the controls for the
 * common style fields (colour, length, box, range, image, link), by their control.
 */
export const CUSTOM_CONTROLS: Record<string, ComponentType<ControlProps>> = {
  [CustomControl.ImageBlock]: ImageBlockControl,
  [CustomControl.ListSource]: SourceControl,
  [CustomControl.InventoryType]: InventoryTypeControl,
  [CustomControl.Artist]: ArtistControl,
  [CustomControl.ArtistSort]: ArtistSortControl,
  [CustomControl.InventorySort]: InventorySortControl,
  [CustomControl.Layouts]: LayoutsControl,
  color: ColorControl,
  length: LengthControl,
  box: BoxControl,
  range: RangeControl,
  image: ImageControl,
  link: LinkControl,
  url: UrlControl,
  [CustomControl.GalleryImages]: GalleryImagesControl,
  [CustomControl.SocialPlatforms]: SocialPlatformsControl,
  [CustomControl.RichText]: RichTextControl,
};

/** The hand-written panels a catalogue entry names (customPanels), drawn before its fields. */
export const PANELS: Record<string, ComponentType<PanelProps>> = {
  [CustomControl.Tabs]: TabsEditor,
};
