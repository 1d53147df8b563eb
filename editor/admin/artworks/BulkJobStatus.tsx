import { useEffect, useRef, useState } from 'react';
import type { BulkJob } from '../../../schema';
import { call } from '../../state/api';
import { ended, POLL_MS, progress } from './bulk-job';

/**
 * A bulk action the server runs as a job: how far it is, asked every second and told in a live status
 * and a progress bar, while the owner goes on working in the table; `onEnded` once it is done or failed.
 * `focus` when the owner has just started it.
 * A failed poll (the server restarting) is not the job failing: it asks again.
 */
export function BulkJobStatus({ job: first, onEnded, focus = false }: { job: BulkJob; onEnded: (job: BulkJob) => void; focus?: boolean }) {
  const [job, setJob] = useState(first);
  const status = useRef<HTMLParagraphElement>(null);
  // Started here: the question it answered is gone, and the focus comes to what took its place.
  useEffect(() => {
    if (focus) status.current?.focus();
  }, [focus]);
  const ending = useRef(onEnded);
  ending.current = onEnded;

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      timer = setTimeout(() => {
        call<BulkJob>('GET', `/api/owner/artworks/bulk-jobs/${first.id}`).then(
          (now) => {
            if (!current) return;
            if (ended(now)) return ending.current(now);
            setJob(now);
            poll();
          },
          () => current && poll(),
        );
      }, POLL_MS);
    };
    if (ended(first)) ending.current(first);
    else poll();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [first]);

  return (
    <div className="ed-artworks-job">
      <p ref={status} tabIndex={-1} role="status" aria-live="polite">
        {progress(job)}
      </p>
      <progress value={job.done} max={Math.max(job.total, 1)} aria-label="Bulk action progress" />
    </div>
  );
}
