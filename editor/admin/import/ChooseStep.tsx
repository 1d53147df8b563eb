import { useId, useState, type DragEvent } from 'react';
import { IMPORT_KIND_LABELS, IMPORT_KINDS, IMPORT_MAX_ROWS, type ImportKind } from '../../../schema';
import { formatBytes, sortDropped, type ImportFiles } from './files';
import { csvAddress } from './send';
import { StepHeading } from './StepHeading';

/** One file's place: a button-like label over the file input, and the chosen file's name and size. */
function FilePlace({ label, accept, file, onChoose, what }: { label: string; accept: string; file: File | null; onChoose: (file: File | null) => void; what: string }) {
  const id = useId();
  // A new key empties the input after a removal, so choosing the same file again still counts as a change.
  const [generation, setGeneration] = useState(0);
  return (
    <div className="ed-import-file">
      <input key={generation} id={id} type="file" className="ed-visually-hidden" accept={accept} onChange={(e) => onChoose(e.target.files?.[0] ?? null)} />
      <label htmlFor={id} className="ed-admin-button">
        {label}
      </label>
      <span className="ed-import-file-name">{file ? `${file.name} (${formatBytes(file.size)})` : `No ${what} chosen`}</span>
      {file && (
        <button
          type="button"
          aria-label={`Remove ${file.name}`}
          onClick={() => {
            onChoose(null);
            setGeneration((g) => g + 1);
          }}
        >
          Remove
        </button>
      )}
    </div>
  );
}

/** Step 1: what to import, the template to fill in, and the CSV with an optional zip of images (chosen or dropped). */
export function ChooseStep({
  kind,
  onKind,
  files,
  onFiles,
  busy,
  onNext,
}: {
  kind: ImportKind;
  onKind: (kind: ImportKind) => void;
  files: ImportFiles;
  onFiles: (files: ImportFiles) => void;
  busy: boolean;
  onNext: () => void;
}) {
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = sortDropped(Array.from(e.dataTransfer.files));
    onFiles({ csv: dropped.csv ?? files.csv, images: dropped.images ?? files.images });
  };
  return (
    <>
      <StepHeading>Choose what to import</StepHeading>
      <fieldset className="ed-admin-group ed-import-kind">
        <legend>What to import</legend>
        {IMPORT_KINDS.map((k) => (
          <label key={k}>
            <input type="radio" name="import-kind" value={k} checked={kind === k} onChange={() => onKind(k)} /> {IMPORT_KIND_LABELS[k]}
          </label>
        ))}
      </fieldset>
      <p>
        Start from the template: it has a column for everything the import reads, with an example row.{' '}
        <a className="ed-admin-button" href={csvAddress(kind, 'template')} download>
          Download the {kind === 'artworks' ? 'artworks' : 'artists'} template
        </a>
      </p>
      <div
        className={over ? 'ed-import-drop ed-import-drop--over' : 'ed-import-drop'}
        onDragEnter={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={onDrop}
        data-testid="import-drop-zone"
      >
        <p className="ed-import-drop-hint">Drop the CSV file here, with a zip of the images its rows name if you have one, or choose them:</p>
        <FilePlace label="Choose the CSV file" what="CSV file" accept=".csv,text/csv,text/plain" file={files.csv} onChoose={(csv) => onFiles({ ...files, csv })} />
        <FilePlace label="Choose a zip of images (optional)" what="zip of images" accept=".zip,application/zip" file={files.images} onChoose={(images) => onFiles({ ...files, images })} />
      </div>
      <p className="ed-admin-hint">
        A CSV file (saved from your spreadsheet as CSV UTF-8) of at most 20 MB and {IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; a zip of images of at most 200 MB.
      </p>
      <div className="ed-admin-actions">
        <button type="button" className="ed-primary" disabled={busy} onClick={onNext}>
          Next: map the columns
        </button>
      </div>
    </>
  );
}
