import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { imageUrl } from '../../../schema/images';
import { ZOOM_CONFIG } from '../config';
import { ToolText } from '../texts';
import { capturePointer, ToolDialog } from '../ToolDialog';
import type { ToolImage } from '../tool-image';
import { clampPan, pinchScale, RESET_VIEW, scalePercent, stepScale, wheelScale, zoomAt, type ZoomView } from './scale';

interface ZoomOverlayProps {
  title: string;
  image: ToolImage;
  onClose: () => void;
}

/** Counts the zooms opened, for ids no other island's root makes (each root's useId starts over). */
let opened = 0;

/** The picture's size at scale 1, for keeping it in sight. */
function baseSize(picture: HTMLImageElement | null): { width: number; height: number } {
  return { width: picture?.offsetWidth ?? 0, height: picture?.offsetHeight ?? 0 };
}

/** A point on the screen, from the stage's centre. */
function centreOffset(stage: HTMLElement | null, clientX: number, clientY: number): { x: number; y: number } {
  const box = stage?.getBoundingClientRect();
  return box ? { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 } : { x: 0, y: 0 };
}

interface Pointer {
  x: number;
  y: number;
}

/**
 * The zoom (spec §2, §5): the 1920 px picture over the whole screen, scale 0.3 to 6 in steps of 0.05.
 * + and − (or the buttons, or the wheel, or a pinch) zoom, the arrow keys or a drag move the picture,
 * 0 puts it back, Escape or Close closes.
 */
export function ZoomOverlay({ title, image, onClose }: ZoomOverlayProps) {
  const [view, setView] = useState<ZoomView>(RESET_VIEW);
  const [loaded, setLoaded] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pointers = useRef(new Map<number, Pointer>());
  const pinch = useRef<{ scale: number; distance: number } | null>(null);
  const [hintId] = useState(() => `zoom-hint-${++opened}`);

  /** Each change from the view as it is then: key repeats and pointer moves can come faster than renders. */
  const show = (change: (current: ZoomView) => ZoomView) => setView((current) => clampPan(change(current), baseSize(picture.current)));
  const fromCentre = (clientX: number, clientY: number) => centreOffset(stage.current, clientX, clientY);

  // The wheel is listened to directly: only a listener that is not passive may keep the page from scrolling.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = centreOffset(element, event.clientX, event.clientY);
      setView((current) => clampPan(zoomAt(current, wheelScale(current.scale, event.deltaY), at), baseSize(picture.current)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const zoomBy = (steps: number) => show((current) => zoomAt(current, stepScale(current.scale, steps)));
  const panBy = (dx: number, dy: number) => show((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const pan = event.shiftKey ? ZOOM_CONFIG.panStep * 10 : ZOOM_CONFIG.panStep;
    const moves: Record<string, [number, number]> = { ArrowLeft: [pan, 0], ArrowRight: [-pan, 0], ArrowUp: [0, pan], ArrowDown: [0, -pan] };
    if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '_') zoomBy(-1);
    else if (event.key === '0') setView(RESET_VIEW);
    else if (Object.hasOwn(moves, event.key)) panBy(moves[event.key][0], moves[event.key][1]);
    else return;
    event.preventDefault();
  };

  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    capturePointer(event);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { scale: view.scale, distance: Math.hypot(a.x - b.x, a.y - b.y) };
    }
  };

  const pointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      panBy(event.clientX - last.x, event.clientY - last.y);
    } else if (pinch.current && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const middle = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      const scale = pinchScale(pinch.current.scale, pinch.current.distance, Math.hypot(a.x - b.x, a.y - b.y));
      show((current) => zoomAt(current, scale, middle));
    }
  };

  const pointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return (
    <ToolDialog className="art-tool--zoom" label={ToolText.zoomTitle(title)} describedBy={hintId} initialFocus={closeButton} onClose={onClose} onKeyDown={keyDown}>
      <div className="art-tool__bar">
        <p className="art-tool__title">{title}</p>
        <div className="art-tool__controls">
          <button type="button" className="art-tool__button" aria-label={ToolText.zoomOut} onClick={() => zoomBy(-1)}>
            <span aria-hidden="true">−</span>
          </button>
          <output className="zoom__level" aria-label={ToolText.zoomLevel} aria-live="polite">
            {scalePercent(view.scale)}
          </output>
          <button type="button" className="art-tool__button" aria-label={ToolText.zoomIn} onClick={() => zoomBy(1)}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className="art-tool__button" onClick={() => setView(RESET_VIEW)}>
            {ToolText.resetZoom}
          </button>
          <button ref={closeButton} type="button" className="art-tool__button" onClick={onClose}>
            {ToolText.close}
          </button>
        </div>
      </div>
      <div
        ref={stage}
        className="zoom__stage"
        data-scale={view.scale}
        data-x={Math.round(view.x)}
        data-y={Math.round(view.y)}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={pointerUp}
      >
        <img
          ref={picture}
          src={imageUrl(image, { width: ZOOM_CONFIG.imageWidth })}
          width={image.width}
          height={image.height}
          alt={image.alt || title}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
        />
        {!loaded && (
          <p className="art-tool__status" role="status">
            {ToolText.loading}
          </p>
        )}
      </div>
      <p id={hintId} className="art-tool__hint">
        {ToolText.zoomHint}
      </p>
    </ToolDialog>
  );
}

export default ZoomOverlay;
