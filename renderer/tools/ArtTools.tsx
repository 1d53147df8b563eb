import { useEffect, useRef, useState, type ComponentType } from 'react';
import { ToolText } from './texts';
import type { ToolImage } from './tool-image';
import type { PieceSize } from './virtual-install/rules';

export interface ArtToolsProps {
  title: string;
  image: ToolImage;
  /** The piece's size for the virtual install, or null where the spec hides it (§5). */
  piece: PieceSize | null;
  /** In the builder the buttons show but open nothing. */
  inert?: boolean;
}

type Tool = 'zoom' | 'room';
type ToolComponent = ComponentType<{ title: string; image: ToolImage; piece: PieceSize; onClose: () => void }>;

/**
 * ZOOM and VIEW IN A ROOM under an artwork's picture. The island is only these buttons: each tool's
 * code (and its styles) is fetched when the visitor first opens it, so an art page loads neither.
 * Closing a tool gives the focus back to its button.
 */
export function ArtTools({ title, image, piece, inert = false }: ArtToolsProps) {
  const [open, setOpen] = useState<{ tool: Tool; Component: ToolComponent } | null>(null);
  const buttons = { zoom: useRef<HTMLButtonElement>(null), room: useRef<HTMLButtonElement>(null) };

  const show = (tool: Tool) => {
    if (inert) return;
    const load = tool === 'zoom' ? import('./zoom/ZoomOverlay').then((m) => m.ZoomOverlay as ToolComponent) : import('./virtual-install/VirtualInstall').then((m) => m.VirtualInstall as ToolComponent);
    load.then(
      (Component) => setOpen({ tool, Component }),
      () => undefined,
    );
  };

  // The opener gets the focus back once the tool has gone: while its modal dialog is open the page is inert.
  const returnFocus = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current.focus();
    returnFocus.current = null;
  }, [open]);

  const close = () => {
    returnFocus.current = open ? buttons[open.tool].current : null;
    setOpen(null);
  };

  return (
    <div className="art-tools" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 16 }}>
      <button ref={buttons.zoom} type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => show('zoom')}>
        {ToolText.zoom}
      </button>
      {piece && (
        <button ref={buttons.room} type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => show('room')}>
          {ToolText.viewInRoom}
        </button>
      )}
      {open && <open.Component title={title} image={image} piece={piece!} onClose={close} />}
    </div>
  );
}

export default ArtTools;
