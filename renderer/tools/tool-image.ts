/** The picture a tool shows: the work's first, as the island's props carry it. */
export interface ToolImage {
  id: number;
  extension: string;
  width: number;
  height: number;
  alt: string;
}
