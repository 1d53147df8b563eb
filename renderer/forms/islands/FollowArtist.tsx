import { useEffect, useRef, useState, type ComponentType } from 'react';
import { FormText } from '../../../schema/api/forms-text';
import type { FollowPopupProps } from '../popups/FollowPopup';

/**
 * The artist follow button (builder spec §4): 'Follow Artist', then 'Artist Followed' once the visitor
 * has followed. The popup that asks for the email address loads when first opened.
 */
export function FollowArtist({ sub, artist, inert = false }: { sub: string; artist: { artistId: number; name: string }; inert?: boolean }) {
  const [followed, setFollowed] = useState(false);
  const [Popup, setPopup] = useState<ComponentType<FollowPopupProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Disabled in the server's page until the browser takes it over: never a dead click.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const open = () => {
    if (inert) return;
    import('../popups/FollowPopup').then(
      (m) => setPopup(() => m.default),
      () => undefined,
    );
  };
  return (
    <div className="follow-artist">
      <button ref={button} type="button" className="button button--secondary" disabled={!hydrated} aria-haspopup="dialog" onClick={open}>
        {followed ? FormText.artistFollowed : FormText.followArtist}
      </button>
      {Popup && (
        <Popup
          sub={sub}
          artist={artist}
          onFollowed={() => setFollowed(true)}
          onClosed={() => {
            setPopup(null);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}

export default FollowArtist;
