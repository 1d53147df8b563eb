import { useAutosavePreference } from '../../state/autosave-preference';
import { AutosaveText } from './texts';

/** Beside Save: whether the builder saves the draft by itself. */
export function AutosaveToggle() {
  const on = useAutosavePreference((s) => s.on);
  const set = useAutosavePreference((s) => s.set);
  return (
    <label className="ed-autosave-toggle">
      <input type="checkbox" checked={on} onChange={(e) => set(e.target.checked)} />
      {AutosaveText.toggle}
    </label>
  );
}
