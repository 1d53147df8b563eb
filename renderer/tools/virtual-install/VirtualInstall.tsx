import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { imageUrl } from '../../../schema/images';
import { ROOM_PHOTO, roomImageUrl, roomPoint, ROOMS, type Room } from '../../../schema/rooms';
import { VIRTUAL_INSTALL_CONFIG } from '../config';
import { ToolText } from '../texts';
import { ToolDialog } from '../ToolDialog';
import type { ToolImage } from '../tool-image';
import { Guide } from './Guide';
import { RoomChoices } from './RoomChoices';
import { defaultGuideWidth, parseGuideWidth, pixelsPerUnit, toInches, UNIT_LABELS, type GuideEnds, type PieceSize } from './rules';

interface VirtualInstallProps {
  title: string;
  image: ToolImage;
  piece: PieceSize;
  onClose: () => void;
}

/** A room photo, or a photo of the visitor's own wall (an object URL, never uploaded). */
type Background = { kind: 'room'; room: Room } | { kind: 'own'; src: string };

/** Where things sit on a background, as fractions of the photo: the piece's centre and the guide's line. */
function layout(background: Background): { hang: { x: number; y: number }; guideY: number } {
  if (background.kind === 'own') return { hang: { x: 0.5, y: 0.4 }, guideY: 0.8 };
  const { room } = background;
  return { hang: roomPoint(room, 0, room.hangHeight), guideY: roomPoint(room, 0, room.furniture.height).y };
}

/** The guide's ends as fractions of the photo's width: on a room, the guide's width at the room's own scale, centred. */
function startingGuide(background: Background, piece: PieceSize, width: number): GuideEnds {
  if (background.kind === 'own') return { left: 0.3, right: 0.7 };
  const span = Math.min(1, toInches(width, piece.unit) / background.room.wallWidth);
  return { left: 0.5 - span / 2, right: 0.5 + span / 2 };
}

/** Counts the tools opened, for names and ids no other island's root makes. */
let opened = 0;

/**
 * The virtual install (spec §2, §4, §5): the piece hung to scale on a room photo over the whole screen.
 * The scale comes from the guide: its span in pixels stands for the mounting width, so on the rooms
 * (each drawn at a known wall width) the piece starts at its true size, and on the visitor's own photo
 * they lay the guide over something whose width they know and enter that width. 'loading images ...'
 * shows until the photo and the piece have loaded.
 */
export function VirtualInstall({ title, image, piece, onClose }: VirtualInstallProps) {
  const [ids] = useState(() => ++opened);
  const sub = typeof document === 'undefined' ? '' : (document.documentElement.dataset.sub ?? '');
  const defaultWidth = defaultGuideWidth(piece);
  const [background, setBackground] = useState<Background>({ kind: 'room', room: ROOMS[0] });
  const [guide, setGuide] = useState<GuideEnds>(() => startingGuide({ kind: 'room', room: ROOMS[0] }, piece, defaultWidth));
  const [width, setWidth] = useState(defaultWidth);
  const [widthText, setWidthText] = useState(String(defaultWidth));
  const [ownAspect, setOwnAspect] = useState<number | null>(null);
  const [loadedWall, setLoadedWall] = useState<string | null>(null);
  const [pieceLoaded, setPieceLoaded] = useState(false);
  const [stage, setStage] = useState({ width: 0, height: 0 });
  const stageRef = useRef<HTMLDivElement>(null);
  const photoRef = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const measure = () => setStage({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The visitor's own photo lives as an object URL while it is shown.
  useEffect(() => {
    if (background.kind !== 'own') return;
    return () => URL.revokeObjectURL(background.src);
  }, [background]);

  const choose = (next: Background) => {
    setBackground(next);
    setOwnAspect(null);
    setWidth(defaultWidth);
    setWidthText(String(defaultWidth));
    setGuide(startingGuide(next, piece, defaultWidth));
  };

  const wallSrc = background.kind === 'room' ? roomImageUrl(background.room, sub) : background.src;
  const ready = loadedWall === wallSrc && pieceLoaded;
  const aspect = background.kind === 'room' ? ROOM_PHOTO.width / ROOM_PHOTO.height : (ownAspect ?? ROOM_PHOTO.width / ROOM_PHOTO.height);
  const photo = stage.width / stage.height > aspect ? { width: stage.height * aspect, height: stage.height } : { width: stage.width, height: stage.width / aspect };
  const ends = { left: guide.left * photo.width, right: guide.right * photo.width };
  const scale = photo.width > 0 ? pixelsPerUnit(ends, width) : 0;
  const { hang, guideY } = layout(background);
  const pieceBox = { width: piece.width * scale, height: piece.height * scale };
  const unit = UNIT_LABELS[piece.unit];
  const promptId = `room-prompt-${ids}`;
  const titleId = `room-title-${ids}`;

  return (
    <ToolDialog className="art-tool--room" labelledBy={titleId} initialFocus={closeButton} onClose={onClose}>
      <div className="art-tool__bar">
        <h2 id={titleId} className="art-tool__title">{ToolText.roomTitle(title)}</h2>
        <button ref={closeButton} type="button" className="art-tool__button" onClick={onClose}>
          {ToolText.close}
        </button>
      </div>
      <div ref={stageRef} className="room__stage">
        <div ref={photoRef} className="room__photo" style={{ width: photo.width, height: photo.height }} data-ready={ready}>
          <img
            key={wallSrc}
            className="room__wall"
            src={wallSrc}
            alt={background.kind === 'room' ? background.room.label : ToolText.ownPhoto}
            onLoad={(event) => {
              const img = event.currentTarget;
              if (background.kind === 'own') setOwnAspect(img.naturalWidth / img.naturalHeight || null);
              setLoadedWall(wallSrc);
            }}
            onError={() => setLoadedWall(wallSrc)}
          />
          <img
            className="room__piece"
            src={imageUrl(image, { width: VIRTUAL_INSTALL_CONFIG.imageWidth })}
            alt={ToolText.pieceAlt(title)}
            hidden={!ready}
            style={{ width: pieceBox.width, height: pieceBox.height, left: hang.x * photo.width - pieceBox.width / 2, top: hang.y * photo.height - pieceBox.height / 2 }}
            onLoad={() => setPieceLoaded(true)}
            onError={() => setPieceLoaded(true)}
          />
          {ready && (
            <Guide
              ends={ends}
              top={guideY * photo.height - 20}
              photoWidth={photo.width}
              label={`${width} ${unit}`}
              photoLeft={() => photoRef.current?.getBoundingClientRect().left ?? 0}
              onChange={(next) => setGuide({ left: next.left / photo.width, right: next.right / photo.width })}
            />
          )}
        </div>
        {!ready && (
          <p className="art-tool__status" role="status">
            {ToolText.loadingImages}
          </p>
        )}
      </div>
      <div className="room__panel">
        <RoomChoices
          chosen={background.kind === 'room' ? background.room : null}
          sub={sub}
          name={`room-${ids}`}
          onRoom={(room) => choose({ kind: 'room', room })}
          onOwnPhoto={(file) => choose({ kind: 'own', src: URL.createObjectURL(file) })}
        />
        <label className="room__width">
          {ToolText.mountingWidth(unit)}
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={widthText}
            aria-describedby={promptId}
            onChange={(event) => {
              const field = event.currentTarget;
              const typed = parseGuideWidth(field.value);
              // Blank at once, even when the state is blank already (then nothing would redraw the field).
              if (typed === null) field.value = '';
              setWidthText(typed === null ? '' : field.value);
              if (typed !== null) setWidth(typed);
            }}
          />
        </label>
        <p id={promptId} className="room__prompt">
          {ToolText.mountingPrompt}
        </p>
      </div>
    </ToolDialog>
  );
}

export default VirtualInstall;
