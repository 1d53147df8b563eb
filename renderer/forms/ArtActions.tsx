import { useEffect, useRef, useState, type ComponentType } from 'react';
import { FormText } from '../../schema/api/forms-text';
import type { InquireLink } from './inquire-link';
import type { FormWork, OfferEdition } from './popups/types';
import { FormsUiText } from './texts';

export interface ArtActionsProps {
  sub: string;
  work: FormWork;
  /** INQUIRE: the popup with what the block requires of it, or the work's own contact link; null when hidden. */
  inquire: { requirePhone: boolean; requireAddress: boolean } | { link: InquireLink } | null;
  /** MAKE AN OFFER's editions; null when hidden. */
  offer: OfferEdition[] | null;
  share: boolean;
  /** In the builder the buttons show but open nothing. */
  inert?: boolean;
}

type Which = 'inquire' | 'offer' | 'share';
type Opened = { which: Which; Component: ComponentType<Record<string, unknown>> };

const LOADERS: Record<Which, () => Promise<{ default: ComponentType<never> }>> = {
  inquire: () => import('./popups/InquirePopup'),
  offer: () => import('./popups/OfferPopup'),
  share: () => import('./popups/SharePopup'),
};

/**
 * INQUIRE, MAKE AN OFFER and SHARE on an art page (and so in the detail modal, which shows the page).
 * The island is only the buttons: each popup's code, the bot check and the forms' styles are fetched
 * when the visitor first opens it. Closing a popup gives the focus back to its button.
 */
export function ArtActions({ sub, work, inquire, offer, share, inert = false }: ArtActionsProps) {
  const [opened, setOpened] = useState<Opened | null>(null);
  // The server's buttons do nothing until the browser takes them over: disabled till then, never a dead click.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const buttons = { inquire: useRef<HTMLButtonElement>(null), offer: useRef<HTMLButtonElement>(null), share: useRef<HTMLButtonElement>(null) };

  const open = (which: Which) => {
    if (inert) return;
    LOADERS[which]().then(
      (m) => setOpened({ which, Component: m.default as ComponentType<Record<string, unknown>> }),
      () => undefined,
    );
  };
  const closed = () => {
    const opener = opened ? buttons[opened.which].current : null;
    setOpened(null);
    opener?.focus();
  };

  if (!inquire && !offer && !share) return null;
  const inquireLink = inquire && 'link' in inquire ? inquire.link : null;
  const inquireForm = inquire && !('link' in inquire) ? inquire : null;
  const props: Record<Which, Record<string, unknown>> = {
    inquire: { sub, work, requirePhone: inquireForm?.requirePhone ?? false, requireAddress: inquireForm?.requireAddress ?? false },
    offer: { sub, work, editions: offer ?? [] },
    share: { sub, work },
  };
  return (
    <div className="art-actions" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 12 }}>
      {inquireLink && (
        // A plain link: it works before (and without) the page's script.
        <a className="button button--secondary" href={inquireLink.href} target={inquireLink.target} rel={inquireLink.rel}>
          {FormText.inquire}
        </a>
      )}
      {inquireForm && (
        <button ref={buttons.inquire} type="button" className="button button--secondary" disabled={!hydrated} aria-haspopup="dialog" onClick={() => open('inquire')}>
          {FormText.inquire}
        </button>
      )}
      {offer && (
        <button ref={buttons.offer} type="button" className="button button--secondary" disabled={!hydrated} aria-haspopup="dialog" onClick={() => open('offer')}>
          {FormText.makeAnOffer}
        </button>
      )}
      {share && (
        <button ref={buttons.share} type="button" className="button button--secondary" disabled={!hydrated} aria-haspopup="dialog" onClick={() => open('share')}>
          {FormsUiText.share}
        </button>
      )}
      {opened && <opened.Component {...props[opened.which]} onClosed={closed} />}
    </div>
  );
}

export default ArtActions;
