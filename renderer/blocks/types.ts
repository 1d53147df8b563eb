import type { ReactNode } from 'react';
import type { Block } from '../../schema/document';

/**
 * visitor: the live site (server-rendered, islands hydrate). builder: inside the editor canvas,
 * with sample data, inert forms, no network calls and blank-state hints.
 */
export type RenderMode = 'visitor' | 'builder';

/**
 * What every block component receives. `children` are the block's nested blocks already rendered
 * (by the renderer's tree walk for visitors, or by Craft canvases in the builder), so a container
 * only decides where they go.
 */
export interface BlockProps<C = Record<string, unknown>> {
  id: string;
  config: C;
  mode: RenderMode;
  children?: ReactNode;
  /**
   * The nested blocks as saved, for visitors only (the builder's are Craft's): a block that reads its
   * parts' settings rather than placing them (a form, its messages' words) takes them from here.
   */
  blocks?: readonly Block[];
}
