import { useId, useState } from 'react';
import { imageUrl } from '../../../schema/images';
import type { ImageRef } from '../../../schema/image-ref';
import type { Link } from '../../../schema/style-values';
import { isWebAddress } from '../../../schema/web';
import { useEditorUi } from '../../state/store';
import { useMediaDialog } from '../media/dialog-store';
import { imageRefOf } from '../media/pick-image';
import { Select } from '../fields';
import type { ControlProps } from './types';

/** An image from the media library for any image field: choose, replace or remove it. */
export function ImageControl({ config, set, field }: ControlProps) {
  const pickImage = useMediaDialog((s) => s.pickImage);
  const close = useMediaDialog((s) => s.close);
  const value = config[field.key];
  const current = typeof value === 'object' && value !== null && 'id' in value && 'extension' in value ? (value as ImageRef) : null;
  const choose = () =>
    pickImage(`for the ${field.meta.label.toLowerCase()}`, (item) => {
      set(field.key, imageRefOf(item));
      close();
    });
  return (
    <div className="ed-field ed-image-choice">
      <span className="ed-field-label">{field.meta.label}</span>
      {current ? <img src={imageUrl(current, { width: 240 })} alt="" className="ed-image-choice-preview" /> : <p className="ed-field-hint">No image chosen yet.</p>}
      <div className="ed-image-choice-actions">
        <button type="button" onClick={choose} aria-label={`${current ? 'Replace' : 'Choose'} ${field.meta.label.toLowerCase()}`}>
          {current ? 'Replace image' : 'Choose image'}
        </button>
        {current && (
          <button type="button" className="ed-quiet" onClick={() => set(field.key, null)} aria-label={`Remove ${field.meta.label.toLowerCase()}`}>
            Remove image
          </button>
        )}
      </div>
    </div>
  );
}

const TARGETS = [
  { value: 'none', label: 'Nowhere' },
  { value: 'page', label: 'A page of this site' },
  { value: 'external', label: 'Another website' },
] as const;

function isLink(value: unknown): value is Link {
  return typeof value === 'object' && value !== null && ((value as Link).kind === 'page' || (value as Link).kind === 'external');
}

/**
 * The link builder: nowhere, one of the site's pages, or another website's address, which opens in a new
 * window unless the owner says otherwise (the spec's link type: 1 the same window, otherwise a new one).
 * An address is stored only once it is a full one, so a half-typed address never blocks a save.
 */
export function LinkControl({ config, set, field }: ControlProps) {
  const id = useId();
  const value = config[field.key];
  const link = isLink(value) ? value : null;
  const pages = useEditorUi((s) => s.document?.pages);
  const [kind, setKind] = useState<'none' | 'page' | 'external'>(link?.kind ?? 'none');
  const [address, setAddress] = useState(link?.kind === 'external' ? link.url : '');
  const sameWindow = link?.kind === 'external' && link.linkType === 1;
  const valid = isWebAddress(address) || /^(mailto|tel):.+/.test(address);
  const linkable = (pages ?? []).filter((p) => p.type !== 6 && p.type !== 8);
  return (
    <fieldset className="ed-field ed-fieldset ed-link">
      <legend>{field.meta.label}</legend>
      <Select
        label="Goes to"
        value={kind}
        options={TARGETS}
        onChange={(v) => {
          setKind(v);
          if (v === 'none') set(field.key, null);
          else if (v === 'page' && linkable[0]) set(field.key, { kind: 'page', pageId: linkable[0].pageId });
          else if (v === 'external') set(field.key, valid ? { kind: 'external', url: address, linkType: 0 } : null);
        }}
      />
      {kind === 'page' && (
        <Select
          label="Page"
          value={link?.kind === 'page' ? link.pageId : ''}
          options={[...(link?.kind === 'page' ? [] : [{ value: '', label: 'Choose a page' }]), ...linkable.map((p) => ({ value: p.pageId, label: p.title || p.slug || 'Home' }))]}
          onChange={(pageId) => pageId && set(field.key, { kind: 'page', pageId })}
        />
      )}
      {kind === 'external' && (
        <>
          <label htmlFor={`${id}-url`}>Address</label>
          <input
            id={`${id}-url`}
            type="url"
            value={address}
            placeholder="https://"
            aria-invalid={address !== '' && !valid}
            aria-describedby={`${id}-url-hint`}
            onChange={(e) => {
              const next = e.target.value.trim();
              setAddress(next);
              const ok = isWebAddress(next) || /^(mailto|tel):.+/.test(next);
              set(field.key, ok ? { kind: 'external', url: next, linkType: sameWindow ? 1 : 0 } : null, true);
            }}
          />
          <p id={`${id}-url-hint`} className={`ed-field-hint${address !== '' && !valid ? ' ed-field-error' : ''}`}>
            {address !== '' && !valid ? 'Enter a full web address, starting with https://.' : 'A full web address, starting with https://.'}
          </p>
          <label className="ed-check">
            <input
              type="checkbox"
              checked={!sameWindow}
              disabled={!link}
              onChange={(e) => link?.kind === 'external' && set(field.key, { ...link, linkType: e.target.checked ? 0 : 1 })}
            />
            Open in a new window
          </label>
        </>
      )}
    </fieldset>
  );
}
