import { useId, useState } from 'react';
import type { RecordBulkResponse } from '../../../schema';
import { call } from '../../state/api';
import { bulkTagReport } from './table-query';

/** Tags added to or removed from the chosen records of a table, then what changed said in the table's status line. */
export function RecordBulkBar({
  path,
  selected,
  tags,
  noun,
  onClear,
  onDone,
}: {
  /** The bulk endpoint, '/api/owner/artists/bulk'. */
  path: string;
  selected: ReadonlySet<number>;
  tags: string[];
  noun: { one: string; many: string };
  onClear: () => void;
  onDone: (said: string, failed: boolean) => void;
}) {
  const id = useId();
  const [action, setAction] = useState<'addTag' | 'removeTag'>('addTag');
  const [tag, setTag] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = `${selected.size.toLocaleString('en-US')} ${selected.size === 1 ? noun.one : noun.many}`;

  const apply = async () => {
    const chosen = tag.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!chosen) return setRefusal('Enter a tag.');
    setRefusal(null);
    setBusy(true);
    try {
      const answer = await call<RecordBulkResponse>('POST', path, { ids: [...selected], action, tag: chosen });
      onDone(bulkTagReport(action, chosen, answer.changed.length, answer.unchanged.length, noun.many, noun.one), false);
      setTag('');
    } catch (error) {
      onDone(error instanceof Error ? error.message : 'The bulk action failed.', true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ed-table-bulk" aria-label="Bulk actions">
      <p className="ed-admin-inline">
        <strong>{count} selected.</strong>
        <button type="button" disabled={busy} onClick={onClear}>
          Clear selection
        </button>
      </p>
      <div className="ed-table-bulk-form">
        <div className="ed-admin-form-field">
          <label htmlFor={`${id}-action`}>Action</label>
          <select id={`${id}-action`} value={action} onChange={(e) => setAction(e.target.value as 'addTag' | 'removeTag')}>
            <option value="addTag">Add a tag</option>
            <option value="removeTag">Remove a tag</option>
          </select>
        </div>
        <div className="ed-admin-form-field">
          <label htmlFor={`${id}-tag`}>Tag</label>
          <input
            id={`${id}-tag`}
            value={tag}
            list={`${id}-tags`}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-error` : undefined}
            onChange={(e) => setTag(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
          />
          <datalist id={`${id}-tags`}>
            {tags.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </div>
        <button type="button" disabled={busy} onClick={() => void apply()}>
          Apply to {count}
        </button>
        {refusal && (
          <p id={`${id}-error`} className="ed-admin-field-error">
            {refusal}
          </p>
        )}
      </div>
    </section>
  );
}
