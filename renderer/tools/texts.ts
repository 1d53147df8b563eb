/** The image tools' words: the spec's loading text, and the product's own labels. */
export const ToolText = {
  zoom: 'ZOOM',
  viewInRoom: 'VIEW IN A ROOM',
  close: 'Close',
  /** The product's loading text (the spec's, for the carousel and lists). */
  loading: 'Loading...',
  zoomTitle: (title: string) => `Zoom: ${title}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Reset zoom',
  zoomLevel: 'Zoom level',
  zoomHint: 'Use + and − or the mouse wheel to zoom, drag or use the arrow keys to move, 0 to reset and Escape to close.',
  roomTitle: (title: string) => `View in a room: ${title}`,
  /** The spec's loading text (§2). */
  loadingImages: 'loading images ...',
  rooms: 'Room',
  ownPhoto: 'Your own photo',
  mountingWidth: (unit: string) => `Mounting width (${unit})`,
  mountingPrompt: 'Drag the guide’s ends to something on the wall whose width you know, then enter that width.',
  guideLeft: 'Guide’s left end',
  guideRight: 'Guide’s right end',
  guideWidth: (pixels: number) => `guide ${pixels} pixels wide`,
  pieceAlt: (title: string) => `${title}, to scale`,
} as const;
