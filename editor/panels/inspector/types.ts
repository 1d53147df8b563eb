import type { InspectorField } from '../../../schema/fields';

/** Updates one key of the selected block's config; `typing` merges fast keystrokes into one undo step. */
export type SetConfig = (key: string, value: unknown, typing?: boolean) => void;

/** What every inspector control gets: the block, its config (defaults under it), and the field it edits. */
export interface ControlProps {
  nodeId: string;
  type: string;
  config: Record<string, unknown>;
  set: SetConfig;
  field: InspectorField;
}

/** What an inspector panel gets: a hand-written editor of more than one config field (the tabs editor). */
export type PanelProps = Omit<ControlProps, 'field'>;
