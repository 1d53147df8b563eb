import { useState } from 'react';
import { ImportText, type ImportAnalysis, type ImportKind, type ImportMapping, type ImportReport } from '../../../schema';
import { ChooseStep } from './ChooseStep';
import { CheckStep, DoneStep } from './CheckStep';
import { filesProblem, formatBytes, type ImportFiles } from './files';
import { assignField, fieldOf, initialMapping, isKeyMapped, mappedCount } from './mapping';
import { MappingStep } from './MappingStep';
import { ImportRefused, sendImport } from './send';
import { FocusNewStep, StepHeading } from './StepHeading';
import { listInWords, reportSentences } from './summary';

type Stage =
  | { step: 'choose' }
  | { step: 'map'; analysis: ImportAnalysis }
  | { step: 'check'; analysis: ImportAnalysis; report: ImportReport }
  | { step: 'importing'; analysis: ImportAnalysis; report: ImportReport }
  | { step: 'done'; analysis: ImportAnalysis; report: ImportReport };

const STEPS = [
  { label: 'Choose the file', steps: ['choose'] },
  { label: 'Map the columns', steps: ['map'] },
  { label: 'Check', steps: ['check'] },
  { label: 'Import', steps: ['importing', 'done'] },
] as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');
const sameColumns = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * The import in four steps: choose the files, map the columns, check (a dry run), import. Each step's
 * heading takes the focus when it appears, and what happens is said in the status line; the server's
 * messages are shown as it words them.
 */
export function ImportWizard() {
  const [kind, setKind] = useState<ImportKind>('artworks');
  const [files, setFiles] = useState<ImportFiles>({ csv: null, images: null });
  const [stage, setStageNow] = useState<Stage>({ step: 'choose' });
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [moved, setMoved] = useState(false);
  // The last file's columns: choosing the same file again (or one with the same columns) keeps the owner's mapping.
  const [lastColumns, setLastColumns] = useState<readonly string[]>([]);

  const setStage = (next: Stage) => {
    setMoved(true);
    setStageNow(next);
  };
  /** Runs one call to the server with the wizard busy, its failure shown as the server words it. */
  const run = async (work: () => Promise<void>, onRefused?: (error: ImportRefused) => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(messageOf(error));
      setStatus('');
      if (error instanceof ImportRefused) onRefused?.(error);
    } finally {
      setBusy(false);
    }
  };

  const chooseFiles = (next: ImportFiles) => {
    setFiles(next);
    setFailure(null);
    const chosen = [next.csv, next.images].filter((f): f is File => f !== null).map((f) => `${f.name} (${formatBytes(f.size)})`);
    setStatus(chosen.length > 0 ? `Chosen: ${listInWords(chosen)}.` : 'No file chosen.');
  };

  const analyse = () => {
    const problem = filesProblem(files);
    if (problem || !files.csv) return setFailure(problem ?? ImportText.noFile);
    const csv = files.csv;
    setStatus(`Reading ${csv.name}…`);
    void run(async () => {
      const analysis = await sendImport<ImportAnalysis>(kind, 'analyze', { csv, images: files.images }, null);
      const kept = mapping.length === analysis.columns.length && sameColumns(lastColumns, analysis.columns);
      const next = kept ? mapping : initialMapping(kind, analysis.mapping);
      setMapping(next);
      setLastColumns(analysis.columns);
      setStage({ step: 'map', analysis });
      setStatus(`Read ${csv.name}: ${analysis.columns.length} columns, ${mappedCount(next)} of them mapped from their headings.`);
    });
  };

  const mapColumn = (analysis: ImportAnalysis) => (column: number, field: string | null) => {
    const { mapping: next, displaced } = assignField(mapping, column, field);
    setMapping(next);
    setFailure(null);
    const heading = analysis.columns[column];
    const label = fieldOf(kind, field)?.label;
    if (displaced !== null) setStatus(`${label} now comes from “${heading}”; the column “${analysis.columns[displaced]}” is ignored.`);
    else setStatus(label ? `“${heading}” fills ${label}.` : `“${heading}” is ignored.`);
  };

  const check = (analysis: ImportAnalysis) => {
    if (!isKeyMapped(kind, mapping)) return setFailure(ImportText.keyNotMapped(kind));
    if (!files.csv) return setStage({ step: 'choose' });
    const csv = files.csv;
    setStatus(`Checking ${analysis.rows.toLocaleString('en-US')} rows…`);
    void run(async () => {
      const report = await sendImport<ImportReport>(kind, 'dry-run', { csv, images: files.images }, mapping);
      setStage({ step: 'check', analysis, report });
      const errors = report.errorCount;
      setStatus(errors === 0 ? 'Checked: every row can be imported.' : `Checked: ${errors.toLocaleString('en-US')} ${errors === 1 ? 'row has an error' : 'rows have errors'}.`);
    });
  };

  const importNow = (analysis: ImportAnalysis, checked: ImportReport) => {
    if (!files.csv) return setStage({ step: 'choose' });
    const csv = files.csv;
    setUploaded(0);
    setStage({ step: 'importing', analysis, report: checked });
    setStatus(`Importing ${analysis.rows.toLocaleString('en-US')} rows…`);
    void run(
      async () => {
        const report = await sendImport<ImportReport>(kind, 'import', { csv, images: files.images }, mapping, setUploaded);
        setStage({ step: 'done', analysis, report });
        setStatus(`Imported. ${reportSentences(kind, report)[0] ?? ''}`);
      },
      // Nothing was written: back to the check, with the rows the server refused when it says which.
      (refused) => setStage({ step: 'check', analysis, report: refused.report ? { ...refused.report, dryRun: true } : checked }),
    );
  };

  const startAgain = () => {
    setFiles({ csv: null, images: null });
    setMapping([]);
    setFailure(null);
    setStatus('');
    setStage({ step: 'choose' });
  };

  const current = STEPS.findIndex((s) => (s.steps as readonly string[]).includes(stage.step));
  const csvName = files.csv?.name ?? '';
  return (
    <FocusNewStep.Provider value={moved}>
      <ol className="ed-import-steps" aria-label="Steps of the import">
        {STEPS.map((s, i) => (
          <li key={s.label} aria-current={i === current ? 'step' : undefined}>
            {s.label}
          </li>
        ))}
      </ol>
      <p role="status" className="ed-admin-message">
        {status}
      </p>
      {stage.step === 'choose' && (
        <ChooseStep
          kind={kind}
          onKind={(k) => {
            setKind(k);
            setMapping([]);
            setFailure(null);
          }}
          files={files}
          onFiles={chooseFiles}
          busy={busy}
          onNext={analyse}
        />
      )}
      {stage.step === 'map' && (
        <MappingStep
          kind={kind}
          fileName={csvName}
          analysis={stage.analysis}
          mapping={mapping}
          onField={mapColumn(stage.analysis)}
          busy={busy}
          onBack={() => setStage({ step: 'choose' })}
          onCheck={() => check(stage.analysis)}
        />
      )}
      {stage.step === 'check' && (
        <CheckStep
          kind={kind}
          csvName={csvName}
          report={stage.report}
          busy={busy}
          onMapping={() => setStage({ step: 'map', analysis: stage.analysis })}
          onChooseFile={() => setStage({ step: 'choose' })}
          onImport={() => importNow(stage.analysis, stage.report)}
        />
      )}
      {stage.step === 'importing' && (
        <>
          <StepHeading>Importing</StepHeading>
          <p>
            {uploaded < 1
              ? `Sending ${csvName}${files.images ? ` and ${files.images.name}` : ''}…`
              : `Importing ${stage.analysis.rows.toLocaleString('en-US')} rows in one go: all of them, or none if anything goes wrong.`}
          </p>
          <progress className="ed-import-progress" aria-label={uploaded < 1 ? 'Sending the files' : 'Importing'} max={1} value={uploaded < 1 ? uploaded : undefined} />
        </>
      )}
      {stage.step === 'done' && <DoneStep kind={kind} report={stage.report} onAgain={startAgain} />}
      {failure && (
        <p role="alert" className="ed-admin-message ed-admin-message--error">
          {failure}
        </p>
      )}
    </FocusNewStep.Provider>
  );
}
