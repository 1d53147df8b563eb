import { Frame, useEditor, useEventHandler, type SerializedNodes } from '@craftjs/core';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { fontCss, fontLinks } from '../../renderer/site/fonts';
import { sitePartsCss } from '../../renderer/site/parts-css';
import { siteColorCss } from '../../renderer/site/colors';
import { safeCss } from '../../schema/web';
import { usePickImageFor } from '../panels/media/pick-image';
import { restorePageHistory } from '../state/page-history';
import { useEditorUi } from '../state/store';
import { CANVAS_CSS } from './canvas-css';
import { DropRefusal } from './DropRefusal';
import { CanvasEventHandlers } from './handlers';
import { useCanvasKeys } from './keyboard';
import { mirrorStylesheets } from './mirror-styles';
import { SelectionOverlay } from './SelectionOverlay';
import { watchCanvasPresses } from './scroll-selection';
import { fitFrame } from './stage-fit';

const MOUNT_ID = 'canvas-mount';
const SRC_DOC = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="${MOUNT_ID}"></div></body></html>`;

/** Where the site stylesheet is when the page did not say (a builder page served without the preload). */
const SITE_CSS_FALLBACK = '/static/site.css';

interface CanvasFrameProps {
  pageId: string;
  /** Changes when the page or the whole document is loaded afresh. */
  frameKey: string;
  /** Read once per page: Craft's <Frame data> ignores later changes, so the frame is keyed by page. */
  data: SerializedNodes;
}

/** The site's colours, fonts and theme on the canvas, following the site settings as they change. */
function CanvasSiteLook() {
  const colors = useEditorUi((s) => s.document?.site.colors);
  const theme = useEditorUi((s) => s.document?.site.layout ?? 'classic');
  const custom = useEditorUi((s) => s.document?.site.style ?? '');
  const documents = useEditorUi((s) => s.document?.site.documents);
  const headerFont = useEditorUi((s) => s.document?.site.headerFont);
  const bodyFont = useEditorUi((s) => s.document?.site.bodyFont);
  const [style, setStyle] = useState<HTMLStyleElement | null>(null);
  useEffect(() => {
    const body = style?.ownerDocument.body;
    if (!body) return;
    body.classList.add(`theme-${theme}`);
    return () => body.classList.remove(`theme-${theme}`);
  }, [style, theme]);
  return (
    <>
      <style ref={setStyle}>{siteColorCss(colors ?? {}, theme)}</style>
      <style>{sitePartsCss(documents)}</style>
      <style>{fontCss({ headerFont, bodyFont })}</style>
      {fontLinks({ headerFont, bodyFont }).map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {custom.trim() && <style>{safeCss(custom)}</style>}
    </>
  );
}

/**
 * The site's header and footer around the page: their code is fetched as soon as the builder's own
 * has run, and is in before the page mounts.
 */
type SiteParts = typeof import('./CanvasSiteParts');
const siteParts: Promise<SiteParts> = import('./CanvasSiteParts');

/** The inner size of the stage, followed as the window or the side panels change it. */
function useContentSize(element: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setSize((old) => (old.width === Math.floor(width) && old.height === Math.floor(height) ? old : { width: Math.floor(width), height: Math.floor(height) }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/**
 * Runs once a page is in Craft: from now on edits count as changes, and undo steps through this page's
 * own history (kept from when it was last open), never into the page that was open before.
 */
function PageLoaded({ pageId }: { pageId: string }) {
  const pageLoaded = useEditorUi((s) => s.pageLoaded);
  // The store, not useEditor().actions: Craft rebuilds that object on every render.
  const { store } = useEditor();
  useEffect(() => {
    if (restorePageHistory(store, pageId)) {
      // An action outside the history, so that Undo and Redo show what the page's history allows.
      store.actions.setOptions(() => {});
    } else {
      store.actions.history.clear();
    }
    pageLoaded();
  }, [store, pageLoaded, pageId]);
  return null;
}

/**
 * The page canvas: a same-origin srcdoc iframe. The <Editor> and the toolbox stay in the parent
 * document; only Craft's <Frame> is portaled into the iframe body, with every stylesheet copied in.
 */
export function CanvasFrame({ pageId, frameKey, data }: CanvasFrameProps) {
  const device = useEditorUi((s) => s.device);
  const handler = useEventHandler() as CanvasEventHandlers | null;
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);
  const [parts, setParts] = useState<SiteParts | null>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const stageSize = useContentSize(stage);
  const fit = fitFrame(stageSize.width, stageSize.height, device);
  const measured = stageSize.width > 0;
  useCanvasKeys(mount?.ownerDocument ?? null);
  // Read through a ref, so that attaching to the iframe never depends on it.
  const pickImageFor = useRef(usePickImageFor());

  useEffect(() => {
    if (!iframe) return;
    let cleanup: (() => void) | null = null;
    const attach = () => {
      const doc = iframe.contentDocument;
      const win = iframe.contentWindow;
      const target = doc?.getElementById(MOUNT_ID);
      if (!doc || !win || !target || cleanup) return;
      // The site's stylesheet comes from the server (the builder page preloads it), not in the builder's script.
      const siteStyle = doc.createElement('link');
      siteStyle.rel = 'stylesheet';
      siteStyle.href = document.querySelector<HTMLLinkElement>('link[data-site-css]')?.href ?? SITE_CSS_FALLBACK;
      const canvasStyle = doc.createElement('style');
      canvasStyle.textContent = CANVAS_CSS;
      doc.head.append(siteStyle, canvasStyle);
      const stopMirror = mirrorStylesheets(document, doc);
      // Without these the browser refuses drops outside connected canvases and shows a "no drop" cursor.
      const allowDrop = (e: Event) => e.preventDefault();
      // Previews are inert: links and forms inside blocks must not navigate the canvas away.
      const stopLinks = (e: MouseEvent) => {
        if ((e.target as Element | null)?.closest?.('a[href]')) e.preventDefault();
      };
      const stopSubmit = (e: Event) => e.preventDefault();
      // "Click to choose an image" does what it says: it opens the media library for that block.
      const chooseImage = (e: MouseEvent) => {
        const block = (e.target as Element | null)?.closest?.('.block-image--empty')?.closest<HTMLElement>('[data-block-id]');
        if (block?.dataset.blockId) pickImageFor.current(block.dataset.blockId);
      };
      const onScroll = () => {
        if (handler instanceof CanvasEventHandlers) handler.forgetChildPositions();
      };
      win.addEventListener('dragover', allowDrop);
      win.addEventListener('drop', allowDrop);
      win.addEventListener('scroll', onScroll, true);
      doc.addEventListener('click', stopLinks, true);
      doc.addEventListener('submit', stopSubmit, true);
      doc.addEventListener('click', chooseImage);
      watchCanvasPresses(doc);
      cleanup = () => {
        stopMirror();
        win.removeEventListener('dragover', allowDrop);
        win.removeEventListener('drop', allowDrop);
        win.removeEventListener('scroll', onScroll, true);
        doc.removeEventListener('click', stopLinks, true);
        doc.removeEventListener('submit', stopSubmit, true);
        doc.removeEventListener('click', chooseImage);
      };
      // The page mounts once the site's stylesheet and the header and footer are in, so that Craft never
      // measures a page that is about to move.
      const styled = new Promise<void>((resolve) => {
        if (siteStyle.sheet) resolve();
        siteStyle.addEventListener('load', () => resolve(), { once: true });
        siteStyle.addEventListener('error', () => resolve(), { once: true });
      });
      void Promise.all([styled, siteParts]).then(([, loaded]) => {
        setParts(loaded);
        setMount(target);
      });
    };
    attach();
    iframe.addEventListener('load', attach);
    return () => {
      iframe.removeEventListener('load', attach);
      cleanup?.();
    };
  }, [iframe, handler]);

  return (
    <div className="ed-canvas-stage" data-device={device} ref={setStage}>
      {/* The frame's box in the stage: the iframe inside keeps its own width and is scaled into it. */}
      <div className="ed-canvas-fit" style={measured ? { width: fit.width * fit.scale, height: fit.height * fit.scale } : undefined}>
        <iframe
          ref={setIframe}
          className="ed-canvas-frame"
          data-testid="canvas-frame"
          data-scale={fit.scale === 1 ? undefined : fit.scale.toFixed(3)}
          title="Page canvas"
          srcDoc={SRC_DOC}
          style={measured ? { width: fit.width, height: fit.height, transform: fit.scale === 1 ? undefined : `scale(${fit.scale})` } : undefined}
        />
      </div>
      {mount &&
        createPortal(
          <>
            <div className="site-shell">
              {parts && <parts.CanvasHeader />}
              <Frame key={frameKey} data={data} />
              {parts && <parts.CanvasFooter />}
            </div>
            <CanvasSiteLook />
            <SelectionOverlay />
            <DropRefusal />
            <PageLoaded key={`loaded-${frameKey}`} pageId={pageId} />
          </>,
          mount,
        )}
    </div>
  );
}
