import { useId, useState } from 'react';
import { useSite } from '../../../renderer/site/context';
import { SOCIAL_LABELS, SOCIAL_NETWORKS } from '../../../schema/enums';
import type { ImageRef } from '../../../schema/image-ref';
import { imageUrl } from '../../../schema/images';
import { fieldProblem } from '../../../schema/fields';
import { useMediaDialog } from '../media/dialog-store';
import { imageRefOf } from '../media/pick-image';
import type { ControlProps } from './types';

/**
 * A web address, stored only once the field's schema takes it (a half-typed one never blocks a save);
 * until then the control says why, in the schema's own words (a video link names a video it can play).
 */
export function UrlControl({ config, set, field }: ControlProps) {
  const id = useId();
  const stored = typeof config[field.key] === 'string' ? (config[field.key] as string) : '';
  const [text, setText] = useState(stored);
  const problem = fieldProblem(field, text);
  return (
    <div className="ed-field">
      <label htmlFor={id}>{field.meta.label}</label>
      <input
        id={id}
        type="url"
        value={text}
        placeholder="https://"
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const next = e.target.value.trim();
          setText(next);
          if (fieldProblem(field, next) === null) set(field.key, next, true);
        }}
      />
      <p id={`${id}-hint`} className={`ed-field-hint${problem === null ? '' : ' ed-field-error'}`}>
        {problem ?? field.meta.hint}
      </p>
    </div>
  );
}

/** Which of the spec's platforms a social block shows; those without an address in the site settings say so. */
export function SocialPlatformsControl({ config, set, field }: ControlProps) {
  const site = useSite();
  const chosen = Array.isArray(config[field.key]) ? (config[field.key] as string[]) : [];
  return (
    <fieldset className="ed-field ed-fieldset">
      <legend>{field.meta.label}</legend>
      {SOCIAL_NETWORKS.map((network) => {
        const address = site.config.social?.[network];
        return (
          <label key={network} className="ed-check">
            <input
              type="checkbox"
              checked={chosen.includes(network)}
              onChange={(e) => set(field.key, SOCIAL_NETWORKS.filter((n) => (n === network ? e.target.checked : chosen.includes(n))))}
            />
            {SOCIAL_LABELS[network]}
            {!address && <span className="ed-field-hint"> (no address in the site settings)</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

type GalleryImage = ImageRef & { alt?: string };

/** An image gallery's pictures: added from the media library, described, moved up or down, removed. */
export function GalleryImagesControl({ config, set, field }: ControlProps) {
  const pickImage = useMediaDialog((s) => s.pickImage);
  const close = useMediaDialog((s) => s.close);
  const images = Array.isArray(config[field.key]) ? (config[field.key] as GalleryImage[]) : [];
  const put = (next: GalleryImage[], typing = false) => set(field.key, next, typing);
  const add = () =>
    pickImage('for the image gallery', (item) => {
      put([...images, { ...imageRefOf(item), alt: item.alt ?? '' }]);
      close();
    });
  const move = (from: number, to: number) => {
    const next = [...images];
    const [taken] = next.splice(from, 1);
    next.splice(to, 0, taken);
    put(next);
  };
  return (
    <fieldset className="ed-field ed-fieldset ed-gallery-images">
      <legend>{field.meta.label}</legend>
      {images.length === 0 && <p className="ed-field-hint">No images yet.</p>}
      <ol className="ed-gallery-list">
        {images.map((image, index) => (
          <li key={`${image.id}-${index}`} className="ed-gallery-item">
            <img src={imageUrl(image, { width: 120 })} alt="" />
            <label className="ed-visually-hidden" htmlFor={`gallery-alt-${index}`}>{`Image ${index + 1} alt text`}</label>
            <input
              id={`gallery-alt-${index}`}
              type="text"
              placeholder="Alt text"
              value={image.alt ?? ''}
              onChange={(e) => put(images.map((img, k) => (k === index ? { ...img, alt: e.target.value.slice(0, 500) } : img)), true)}
            />
            <span className="ed-gallery-actions">
              <button type="button" className="ed-quiet" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move image ${index + 1} up`}>
                ↑
              </button>
              <button type="button" className="ed-quiet" disabled={index === images.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move image ${index + 1} down`}>
                ↓
              </button>
              <button type="button" className="ed-quiet" onClick={() => put(images.filter((_, k) => k !== index))} aria-label={`Remove image ${index + 1}`}>
                Remove
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button type="button" onClick={add}>
        Add image
      </button>
    </fieldset>
  );
}
