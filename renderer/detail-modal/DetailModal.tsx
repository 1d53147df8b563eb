import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { nextIdentifierPrefix } from '../islands/id-prefix';
import { browserStorage } from '../commerce/cart-storage';
import { requestIslandHydration } from '../islands/hydrate-request';
import { DetailModalText, SiteText } from '../texts';
import { loadDetailContent, recordView } from './content';
import { distinctIds } from './ids';
import { detailLinks, stepHref } from './links';

/**
 * The inventory detail modal (spec §2: a list with detailDisplay 0 opens its works over the list). It
 * shows the work's art page (its <main>, islands hydrated) in a modal <dialog>: the rest of the page is
 * inert and its scrolling locked, Tab stays inside, Escape or Close closes it and the focus goes back to
 * the work's cell. Previous and Next walk the list's loaded works, round from the last to the first.
 * While it is open the address is the work's own (pushed once, replaced on each step), so a copied link
 * opens the art page and Back closes the modal, leaving the list's address as it was.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Counts the modals opened, for ids no other root makes. */
let opened = 0;

interface HistoryMark {
  detailModal: true;
}

function isOurs(state: unknown): state is HistoryMark {
  return typeof state === 'object' && state !== null && (state as HistoryMark).detailModal === true;
}

/** Keeps the page behind from scrolling; the scroll bar's width is kept as padding so nothing shifts. */
function lockScroll(): () => void {
  const html = document.documentElement;
  const before = { overflow: html.style.overflow, paddingRight: html.style.paddingRight };
  const bar = window.innerWidth - html.clientWidth;
  html.style.overflow = 'hidden';
  if (bar > 0) html.style.paddingRight = `${bar}px`;
  html.classList.add('detail-modal-open');
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    html.style.overflow = before.overflow;
    html.style.paddingRight = before.paddingRight;
    html.classList.remove('detail-modal-open');
  };
}

export interface DetailModalProps {
  /** The list the work was opened from (its root carries data-detail-modal). */
  list: HTMLElement;
  /** The cell's link that opened it. */
  start: HTMLAnchorElement;
  /** Called once it has closed, to take it off the page. */
  onClosed: () => void;
  /** Opened by Forward onto the entry it made before: the address is already the work's. */
  atEntry?: boolean;
}

export function DetailModal({ list, start, onClosed, atEntry = false }: DetailModalProps) {
  const [href, setHref] = useState(start.href);
  // What the body holds: the address it was filled for, or failed for. Loading is any other address.
  const [shown, setShown] = useState<{ href: string; failed: boolean; titleId: string | null } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const current = useRef(href);
  useEffect(() => {
    current.current = href;
  }, [href]);
  const finished = useRef(false);
  // Unlocked as it closes, not when it is taken off the page a task later: the page scrolls at once.
  const unlock = useRef<() => void>(() => {});
  // Not useId: the islands hydrated inside are roots of their own (Preact's, for visitors), whose ids
  // start over in each, so only a name of the modal's own is sure to be unique on the page.
  const [number] = useState(() => ++opened);
  const titleId = `detail-modal-title-${number}`;
  const base = window.location.href;
  const many = detailLinks(list, base).length > 1;

  const finish = useRef(() => {
    if (finished.current) return;
    finished.current = true;
    const d = dialog.current;
    if (d?.open && typeof d.close === 'function') d.close();
    unlock.current();
    const cell = detailLinks(list, window.location.href).find((a) => a.href === current.current) ?? start;
    if (cell.isConnected) cell.focus();
    onClosed();
  });

  const close = () => {
    if (isOurs(window.history.state)) window.history.back();
    else finish.current();
  };

  // Opening: the work's address, the page locked behind, the dialog shown modal with Close focused.
  useEffect(() => {
    const d = dialog.current;
    unlock.current = lockScroll();
    if (!atEntry) window.history.pushState({ detailModal: true } satisfies HistoryMark, '', start.href);
    const onPop = () => finish.current();
    window.addEventListener('popstate', onPop);
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    closeButton.current?.focus();
    return () => {
      window.removeEventListener('popstate', onPop);
      unlock.current();
    };
  }, [start, atEntry]);

  // The work's page, fetched for each address; its islands are unmounted when it goes.
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const controller = new AbortController();
    let dispose: (() => void) | null = null;
    loadDetailContent(href, controller.signal).then(
      (nodes) => {
        if (controller.signal.aborted) return;
        // Before they join the page: the page behind may be an art page too, with the same section ids.
        distinctIds(nodes, (id) => document.getElementById(id) !== null, `modal-${number}`);
        element.replaceChildren(...nodes);
        const heading = element.querySelector('h1');
        if (heading && !heading.id) heading.id = titleId;
        dispose = requestIslandHydration(element);
        recordView(element, browserStorage() as Storage | null);
        if (dialog.current) dialog.current.scrollTop = 0;
        setShown({ href, failed: false, titleId: heading?.id ?? null });
      },
      () => {
        if (!controller.signal.aborted) setShown({ href, failed: true, titleId: null });
      },
    );
    return () => {
      controller.abort();
      dispose?.();
      element.replaceChildren();
    };
  }, [href, titleId, number]);

  const step = (by: number) => {
    const next = stepHref(
      detailLinks(list, window.location.href).map((a) => a.href),
      href,
      by,
    );
    if (next === href) return;
    window.history.replaceState(window.history.state, '', next);
    setHref(next);
  };

  // Tab and Shift+Tab go round the dialog's own controls.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]') && el.getClientRects().length > 0);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const ready = shown?.href === href;
  return (
    <dialog
      ref={dialog}
      className="detail-modal"
      aria-labelledby={ready && shown.titleId ? shown.titleId : undefined}
      aria-label={ready && shown.titleId ? undefined : DetailModalText.label}
      aria-busy={!ready}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
    >
      <div className="detail-modal__bar">
        {many && (
          <>
            <button type="button" className="detail-modal__button" aria-label={DetailModalText.previous} onClick={() => step(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="detail-modal__button" aria-label={DetailModalText.next} onClick={() => step(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <button ref={closeButton} type="button" className="detail-modal__button detail-modal__close" onClick={close}>
          <span aria-hidden="true">×</span> {DetailModalText.close}
        </button>
      </div>
      {!ready && <p className="detail-modal__status">{SiteText.loading}</p>}
      {ready && shown.failed && (
        <p className="detail-modal__status form-error" role="alert">
          {DetailModalText.loadFailed} <a href={href}>{DetailModalText.openPage}</a>
        </p>
      )}
      <div ref={body} className="detail-modal__content" />
    </dialog>
  );
}

let openModal = false;

let guarded = false;

/**
 * Forward onto an entry the modal made, after it closed, opens it again on the work the address names
 * (the walk's last); were that work's cell gone, the page is loaded afresh, so what shows is what the
 * address says (the art page).
 */
function guardForward(): void {
  if (guarded) return;
  guarded = true;
  window.addEventListener('popstate', (event) => {
    if (openModal || !isOurs(event.state)) return;
    const href = window.location.href;
    for (const list of document.querySelectorAll<HTMLElement>('[data-detail-modal]')) {
      const cell = detailLinks(list, href).find((a) => a.href === href);
      if (cell) return openDetailModal(cell, list, true);
    }
    window.location.reload();
  });
}

/** Opens the modal for a cell's link over its list; a second call while one is open is ignored. */
export function openDetailModal(link: HTMLAnchorElement, list: HTMLElement, atEntry = false): void {
  if (openModal) return;
  openModal = true;
  guardForward();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host, { identifierPrefix: nextIdentifierPrefix() });
  root.render(
    <DetailModal
      list={list}
      start={link}
      atEntry={atEntry}
      onClosed={() => {
        // After the event that closed it has been handled, not inside React's own update.
        setTimeout(() => {
          root.unmount();
          host.remove();
          openModal = false;
        }, 0);
      }}
    />,
  );
}
