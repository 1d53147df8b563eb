import type { ImportKind, ImportReport } from '../../../schema';

/**
 * A dry run's or an import's report in words, one sentence a line, so an owner reads what will happen
 * (or happened) rather than a table of counts: "4,375 artworks will be created, 12 updated and 3 left as
 * they are."
 */

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const NOUNS: Record<ImportKind, [string, string]> = { artworks: ['artwork', 'artworks'], artists: ['artist', 'artists'] };

/** "a", "a and b", "a, b and c". */
export function listInWords(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function recordsSentence(kind: ImportKind, report: ImportReport): string | null {
  const { created, updated, unchanged, dryRun } = report;
  const [one, many] = NOUNS[kind];
  const noun = (n: number) => plural(n, one, many);
  if (created + updated === 0) {
    if (unchanged === 0) return null;
    return dryRun
      ? `Nothing will change: the ${count(unchanged)} ${noun(unchanged)} in the file ${plural(unchanged, 'is', 'are')} the same as on the site.`
      : `Nothing changed: the ${count(unchanged)} ${noun(unchanged)} in the file ${plural(unchanged, 'was', 'were')} the same as on the site already.`;
  }
  const left = (n: number) => (dryRun ? plural(n, 'left as it is', 'left as they are') : plural(n, 'left as it was', 'left as they were'));
  const verb = (n: number, done: string) => (dryRun ? `will be ${done}` : `${plural(n, 'was', 'were')} ${done}`);
  const parts: string[] = [];
  for (const [n, what] of [
    [created, 'created'],
    [updated, 'updated'],
  ] as const) {
    if (n === 0) continue;
    parts.push(parts.length === 0 ? `${count(n)} ${noun(n)} ${verb(n, what)}` : `${count(n)} ${what}`);
  }
  if (unchanged > 0) parts.push(`${count(unchanged)} ${left(unchanged)}`);
  return `${listInWords(parts)}.`;
}

function editionsSentence(report: ImportReport): string | null {
  const { editionsCreated: added, editionsUpdated: changed, dryRun } = report;
  if (added + changed === 0) return null;
  const first = added > 0 ? added : changed;
  const what = added > 0 ? 'added' : 'changed';
  const head = `${count(first)} ${plural(first, 'edition', 'editions')} ${dryRun ? 'will be' : plural(first, 'was', 'were')} ${what}`;
  return added > 0 && changed > 0 ? `${head} and ${count(changed)} changed.` : `${head}.`;
}

function addedSentence(n: number, things: [string, string], where: string, dryRun: boolean): string | null {
  if (n === 0) return null;
  return `${count(n)} ${plural(n, things[0], things[1])} ${dryRun ? 'will be' : plural(n, 'was', 'were')} added${where}.`;
}

/** What the rows with errors mean: nothing is imported until they are fixed. */
export function errorsSentence(report: ImportReport): string | null {
  const n = report.errorCount;
  if (n === 0) return null;
  const listed = report.errors.length < n ? ` The first ${count(report.errors.length)} are listed below.` : '';
  return `${count(n)} ${plural(n, 'row has an error', 'rows have errors')}: nothing can be imported until ${plural(n, 'it is', 'they are')} fixed. Correct the file or the mapping and check again.${listed}`;
}

export function reportSentences(kind: ImportKind, report: ImportReport): string[] {
  const sentences = [
    recordsSentence(kind, report),
    kind === 'artworks' ? editionsSentence(report) : null,
    kind === 'artworks' ? addedSentence(report.artistsCreated, report.dryRun ? ['artist not on the site yet', 'artists not on the site yet'] : ['new artist', 'new artists'], '', report.dryRun) : null,
    addedSentence(report.imagesAdded, ['picture', 'pictures'], ' to the media library', report.dryRun),
    errorsSentence(report),
  ];
  if (report.dryRun && report.errorCount === 0) sentences.push('Every row can be imported.');
  return sentences.filter((s): s is string => s !== null);
}
