import { lazy, Suspense, useState } from 'react';
import { imageUrl, type MediaItem, type Picture } from '../../../schema';

/** The builder's media library, loaded the first time a back-office form picks a picture. */
const MediaLibrary = lazy(() => import('../../panels/media/MediaLibrary'));

export const pictureOf = (item: MediaItem): Picture => ({ id: item.id, extension: item.extension, width: item.width, height: item.height, alt: item.alt });

/**
 * Opens the media library to choose a picture. The back office has its own host for it: the builder's
 * sits in the builder, which is hidden while the back office is open.
 */
export function useMediaPicker(): { open: (purpose: string, onPick: (picture: Picture) => void) => void; host: React.ReactNode } {
  const [picking, setPicking] = useState<{ purpose: string; onPick: (picture: Picture) => void } | null>(null);
  const host = picking && (
    <Suspense fallback={<p role="status">Opening the media library…</p>}>
      <MediaLibrary
        dialog={{
          mode: 'pick',
          purpose: picking.purpose,
          onPick: (item) => {
            picking.onPick(pictureOf(item));
            setPicking(null);
          },
        }}
        onClose={() => setPicking(null)}
      />
    </Suspense>
  );
  return { open: (purpose, onPick) => setPicking({ purpose, onPick }), host };
}

export function Thumbnail({ picture, size = 96 }: { picture: Picture; size?: number }) {
  return <img className="ed-admin-thumb" src={imageUrl(picture, { width: size * 2 })} alt={picture.alt} width={size} height={Math.round((size * picture.height) / Math.max(1, picture.width))} />;
}

/** One picture of a record (a cover, a profile picture): shown, chosen from the library, or taken off. */
export function ImageField({ label, value, onChange, error }: { label: string; value: Picture | null; onChange: (picture: Picture | null) => void; error?: string }) {
  const picker = useMediaPicker();
  return (
    <div className="ed-admin-form-field" role="group" aria-label={label}>
      <span className="ed-admin-label">{label}</span>
      <div className="ed-admin-image">
        {value ? <Thumbnail picture={value} /> : <span className="ed-admin-hint">None chosen</span>}
        <button type="button" onClick={() => picker.open(`for the ${label.toLowerCase()}`, onChange)}>
          {value ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
        </button>
        {value && (
          <button type="button" onClick={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
      {error && <p className="ed-admin-field-error">{error}</p>}
      {picker.host}
    </div>
  );
}
