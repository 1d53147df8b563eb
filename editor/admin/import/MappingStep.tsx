import { useId } from 'react';
import { ImportText, type ImportAnalysis, type ImportKind, type ImportMapping } from '../../../schema';
import { columnLetter, fieldGroups, fieldOf, isKeyMapped, keyField, previewAsRead, sampleValues } from './mapping';
import { StepHeading } from './StepHeading';

const IGNORE = '';

/** One column of the file: its heading and letter, a few of its values, and the field it fills with that field's help. */
function ColumnRow({ kind, index, heading, samples, field, onField }: { kind: ImportKind; index: number; heading: string; samples: string[]; field: string | null; onField: (field: string | null) => void }) {
  const id = useId();
  const key = keyField(kind);
  const help = fieldOf(kind, field)?.help;
  return (
    <tr>
      <th scope="row">
        {heading} <span className="ed-import-letter">column {columnLetter(index)}</span>
      </th>
      <td className="ed-import-samples">{samples.length > 0 ? samples.join(' · ') : <span className="ed-admin-hint">empty in the first rows</span>}</td>
      <td>
        <label htmlFor={id} className="ed-visually-hidden">
          Field for “{heading}”
        </label>
        <select id={id} value={field ?? IGNORE} aria-describedby={help ? `${id}-help` : undefined} onChange={(e) => onField(e.target.value === IGNORE ? null : e.target.value)}>
          <option value={IGNORE}>Ignore this column</option>
          {fieldGroups(kind).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.fields.map((f) => (
                <option key={f.key} value={f.key}>
                  {f.key === key.key ? `${f.label} (needed)` : f.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {help && (
          <p id={`${id}-help`} className="ed-admin-hint ed-import-help">
            {help}
          </p>
        )}
      </td>
    </tr>
  );
}

/** Step 2: each column of the file mapped onto a field (prefilled with the suggestion), and the first rows as the import will read them. */
export function MappingStep({
  kind,
  fileName,
  analysis,
  mapping,
  onField,
  busy,
  onBack,
  onCheck,
}: {
  kind: ImportKind;
  fileName: string;
  analysis: ImportAnalysis;
  mapping: ImportMapping;
  onField: (column: number, field: string | null) => void;
  busy: boolean;
  onBack: () => void;
  onCheck: () => void;
}) {
  const key = keyField(kind);
  const keyColumn = mapping.indexOf(key.key);
  const read = previewAsRead(kind, mapping, analysis.preview);
  const rows = analysis.rows.toLocaleString('en-US');
  return (
    <>
      <StepHeading>Map the columns</StepHeading>
      <p>
        {fileName} has {rows} {analysis.rows === 1 ? 'row' : 'rows'} below its header and {analysis.columns.length} {analysis.columns.length === 1 ? 'column' : 'columns'}.
        {analysis.imageFiles !== null && ` The zip holds ${analysis.imageFiles.toLocaleString('en-US')} ${analysis.imageFiles === 1 ? 'file' : 'files'}.`} Choose the field each column fills, or ignore it.
      </p>
      {isKeyMapped(kind, mapping) ? (
        <p className="ed-import-key">
          {key.label} (needed) comes from the column “{analysis.columns[keyColumn]}”. {key.help}
        </p>
      ) : (
        <p className="ed-import-key ed-import-key--missing" role="alert">
          {ImportText.keyNotMapped(kind)}
        </p>
      )}
      <table className="ed-admin-table ed-import-mapping">
        <caption className="ed-visually-hidden">The columns of {fileName} and the field each fills</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Sample values</th>
            <th scope="col">Field</th>
          </tr>
        </thead>
        <tbody>
          {analysis.columns.map((heading, i) => (
            <ColumnRow key={i} kind={kind} index={i} heading={heading} samples={sampleValues(analysis.preview, i)} field={mapping[i] ?? null} onField={(field) => onField(i, field)} />
          ))}
        </tbody>
      </table>
      <h3>The first rows as they will be read</h3>
      {read.headings.length === 0 ? (
        <p>No column is mapped yet.</p>
      ) : (
        <div className="ed-import-scroll" role="region" aria-label="The first rows as they will be read" tabIndex={0}>
          <table className="ed-admin-table">
            <thead>
              <tr>
                <th scope="col">Row</th>
                {read.headings.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {read.rows.map((cells, r) => (
                <tr key={r}>
                  <th scope="row">{r + 2}</th>
                  {cells.map((cell, c) => (
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="ed-admin-actions">
        <button type="button" onClick={onBack} disabled={busy}>
          Back: choose the file
        </button>
        <button type="button" className="ed-primary" onClick={onCheck} disabled={busy}>
          Next: check the file
        </button>
      </div>
    </>
  );
}
