import type { ImportKind, ImportReport, ImportRowError } from '../../../schema';
import { contentHash } from '../screens';
import { errorsCsv, errorsFileName } from './files';
import { StepHeading } from './StepHeading';
import { reportSentences } from './summary';

/** Saves the row errors as a CSV file, named after the owner's file, to open beside the spreadsheet. */
function downloadErrors(errors: readonly ImportRowError[], csvName: string): void {
  const url = URL.createObjectURL(new Blob([errorsCsv(errors)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = errorsFileName(csvName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Sentences({ kind, report }: { kind: ImportKind; report: ImportReport }) {
  return (
    <div className="ed-import-report">
      {reportSentences(kind, report).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}

function RowErrors({ errors, csvName }: { errors: readonly ImportRowError[]; csvName: string }) {
  return (
    <>
      <div className="ed-admin-heading">
        <h3>Rows with errors</h3>
        <button type="button" onClick={() => downloadErrors(errors, csvName)}>
          Download the errors (CSV)
        </button>
      </div>
      <div className="ed-import-scroll ed-import-errors" role="region" aria-label="Rows with errors" tabIndex={0}>
        <table className="ed-admin-table">
          <caption className="ed-visually-hidden">Rows with errors, by their row number in the spreadsheet</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              <tr key={i}>
                <th scope="row">{e.row}</th>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Step 3: the dry run's report in words and its row errors; from here the owner fixes the mapping, chooses another file or imports. */
export function CheckStep({
  kind,
  csvName,
  report,
  busy,
  onMapping,
  onChooseFile,
  onImport,
}: {
  kind: ImportKind;
  csvName: string;
  report: ImportReport;
  busy: boolean;
  onMapping: () => void;
  onChooseFile: () => void;
  onImport: () => void;
}) {
  return (
    <>
      <StepHeading>Check the file</StepHeading>
      <Sentences kind={kind} report={report} />
      {report.errors.length > 0 && <RowErrors errors={report.errors} csvName={csvName} />}
      <div className="ed-admin-actions">
        <button type="button" onClick={onMapping} disabled={busy}>
          Back: change the mapping
        </button>
        <button type="button" onClick={onChooseFile} disabled={busy}>
          Choose another file
        </button>
        {report.errorCount === 0 && (
          <button type="button" className="ed-primary" onClick={onImport} disabled={busy}>
            Import
          </button>
        )}
      </div>
    </>
  );
}

/** Step 4, when it is over: what the import did, and where to see it. */
export function DoneStep({ kind, report, onAgain }: { kind: ImportKind; report: ImportReport; onAgain: () => void }) {
  return (
    <>
      <StepHeading>Imported</StepHeading>
      <Sentences kind={kind} report={report} />
      <ul className="ed-import-links">
        {kind === 'artworks' && (
          <li>
            <a href={contentHash('artworks')}>Open the artworks</a>
          </li>
        )}
        {(kind === 'artists' || report.artistsCreated > 0) && (
          <li>
            <a href={contentHash('artists')}>Open the artists</a>
          </li>
        )}
      </ul>
      <div className="ed-admin-actions">
        <button type="button" onClick={onAgain}>
          Import another file
        </button>
      </div>
    </>
  );
}
