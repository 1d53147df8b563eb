import type { BulkJob } from '../../../schema';
import { artworks, report, signedPercent, type BulkInput } from './bulk-texts';

/**
 * What the artworks table says of a bulk action the server runs as a job (over more works than it
 * changes at once): how far it is while it runs, and at its end the same report as an action done at
 * once, so the owner reads the same words either way.
 */

/** How often the table asks how far a running job is. */
export const POLL_MS = 1000;

/** The job's action, as the table's own bulk texts take it. */
export const inputOf = (job: BulkJob): BulkInput => job.change as BulkInput;

/** The action under way: 'Adding the tag ‘framed’', 'Changing prices by +10%'. */
function doing(input: BulkInput): string {
  switch (input.action) {
    case 'addTag':
      return `Adding the tag ‘${input.tag}’`;
    case 'removeTag':
      return `Removing the tag ‘${input.tag}’`;
    case 'price':
      return `Changing prices by ${signedPercent(input.percent)}`;
    case 'markSold':
      return 'Marking sold';
    case 'markOnHold':
      return 'Putting on hold';
    case 'markAvailable':
      return 'Marking available';
    case 'archive':
      return 'Archiving';
    case 'unarchive':
      return 'Bringing back from the archive';
  }
}

const n = (count: number) => count.toLocaleString('en-US');

/** While it runs (or waits for the server to take it up again): what, how far, and that the owner need not wait. */
export function progress(job: BulkJob): string {
  const far = `${n(job.done)} of ${artworks(job.total)} done, ${n(job.changed)} changed`;
  if (job.state === 'interrupted') return `${doing(inputOf(job))}: stopped at ${far}, when the server stopped. It goes on by itself once the server is back.`;
  return `${doing(inputOf(job))}: ${far}. You can go on working; the table refreshes when it is done.`;
}

/** Whether the job is over, done or failed. */
export const ended = (job: BulkJob) => job.state === 'done' || job.state === 'failed';

/** At its end: what it did, as an action done at once says it; when it failed, why first. */
export function outcome(job: BulkJob): { text: string; failed: boolean } {
  const said = report(inputOf(job), { changed: job.changed, unchanged: job.unchanged, prices: job.prices });
  if (job.state === 'failed') return { text: `${job.message ?? 'The action stopped.'} Gone through: ${n(job.done)} of ${artworks(job.total)}. ${said}`, failed: true };
  return { text: said, failed: false };
}
