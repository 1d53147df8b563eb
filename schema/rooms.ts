/**
 * The room photos of the virtual install (storefront §2): each one a wall drawn to a known scale, so a
 * piece can be hung on it at its true size. The server draws them (fixtures/rooms.ts) and serves them at
 * GET /img?path=rooms/{id}.jpg; the visitor's tool reads the same figures to place the piece and the guide.
 * Every length is in inches; a photo is an elevation (no perspective): one scale holds for the whole wall.
 */

/** Every room photo is this size at full width (3:2). */
export const ROOM_PHOTO = { width: 1920, height: 1280 } as const;

export interface Room {
  id: string;
  /** The name the visitor chooses by. */
  label: string;
  /** The real width of the wall the photo shows, edge to edge, in inches. */
  wallWidth: number;
  /** Where the wall meets the floor, as a fraction of the photo's height from its top. */
  floorLine: number;
  /** How high above the floor a piece's centre hangs, in inches. */
  hangHeight: number;
  /** The piece of furniture under the piece, centred on the wall: its width and its top's height above the floor. */
  furniture: { width: number; height: number };
}

export const ROOMS: readonly Room[] = [
  { id: 'living-room', label: 'Living room', wallWidth: 150, floorLine: 0.82, hangHeight: 62, furniture: { width: 84, height: 34 } },
  { id: 'gallery', label: 'Gallery', wallWidth: 240, floorLine: 0.86, hangHeight: 57, furniture: { width: 60, height: 18 } },
  { id: 'dining-room', label: 'Dining room', wallWidth: 168, floorLine: 0.8, hangHeight: 62, furniture: { width: 72, height: 32 } },
  { id: 'bedroom', label: 'Bedroom', wallWidth: 144, floorLine: 0.8, hangHeight: 66, furniture: { width: 64, height: 48 } },
  { id: 'hallway', label: 'Hallway', wallWidth: 108, floorLine: 0.8, hangHeight: 58, furniture: { width: 48, height: 30 } },
];

/** The wall's visible height at the wall plane, in inches (the photo's height at the wall's scale). */
export function roomWallHeight(room: Room): number {
  return (room.wallWidth * ROOM_PHOTO.height) / ROOM_PHOTO.width;
}

/**
 * A point on the wall, from inches right of the wall's centre and inches above the floor, as fractions
 * of the photo's width and height (0 to 1 from its top left corner).
 */
export function roomPoint(room: Room, fromCentre: number, aboveFloor: number): { x: number; y: number } {
  return { x: 0.5 + fromCentre / room.wallWidth, y: room.floorLine - aboveFloor / roomWallHeight(room) };
}

/** The room photo's path, as GET /img?path= takes it. */
export function roomPath(room: Pick<Room, 'id'>): string {
  return `rooms/${room.id}.jpg`;
}

/** The room a GET /img?path= names, or undefined. */
export function roomByPath(path: string): Room | undefined {
  return ROOMS.find((room) => roomPath(room) === path);
}

/** Widths a room photo is served at: the full photo, and the spec's 320 for the choice's thumbnails. */
export const ROOM_PHOTO_WIDTHS = [ROOM_PHOTO.width, 320] as const;

/** The address of a room photo: /img?path=rooms/{id}.jpg&sub={sub}, with w= for a thumbnail. */
export function roomImageUrl(room: Pick<Room, 'id'>, sub: string, width: (typeof ROOM_PHOTO_WIDTHS)[number] = ROOM_PHOTO.width): string {
  const query = new URLSearchParams({ path: roomPath(room) });
  if (sub) query.set('sub', sub);
  if (width !== ROOM_PHOTO.width) query.set('w', String(width));
  return `/img?${query.toString()}`;
}
