import { useEffect, useId, useRef } from 'react';
import { HOURS_LIMITS, type SiteConfig } from '../../../schema';

type HoursLine = NonNullable<SiteConfig['hours']>[number];

/**
 * Opening hours: a line each of days and hours, shown in the footer in this order. After a line is
 * added or removed, focus goes to where the owner's next step is (the new line's days, or the list).
 */
export function HoursSettings({ hours, update }: { hours: SiteConfig['hours']; update: (patch: Partial<SiteConfig>) => void }) {
  const id = useId();
  const lines = hours ?? [];
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const full = lines.length >= HOURS_LIMITS.lines;
  const set = (next: HoursLine[]) => update({ hours: next });
  const edit = (index: number, patch: Partial<HoursLine>) => set(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const add = () => {
    focusNext.current = `${id}-days-${lines.length}`;
    set([...lines, { days: '', hours: '' }]);
  };
  const remove = (index: number) => {
    const rest = lines.filter((_, i) => i !== index);
    focusNext.current = rest.length === 0 ? `${id}-add` : `${id}-days-${Math.min(index, rest.length - 1)}`;
    set(rest);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Opening hours</h3>
      <p className="ed-field-hint">Shown in the footer, a line each, such as “Tuesday to Saturday” and “10 am to 6 pm”.</p>
      {lines.length > 0 && (
        <ol className="ed-settings-hours">
          {lines.map((line, i) => (
            <li key={i}>
              <input id={`${id}-days-${i}`} type="text" aria-label={`Days, line ${i + 1}`} placeholder="Days" maxLength={HOURS_LIMITS.days} value={line.days} onChange={(e) => edit(i, { days: e.target.value })} />
              <input type="text" aria-label={`Hours, line ${i + 1}`} placeholder="Hours" maxLength={HOURS_LIMITS.hours} value={line.hours} onChange={(e) => edit(i, { hours: e.target.value })} />
              <button type="button" className="ed-quiet" aria-label={`Remove line ${i + 1}`} onClick={() => remove(i)}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <button type="button" id={`${id}-add`} disabled={full} aria-describedby={full ? `${id}-full` : undefined} onClick={add}>
        Add a line
      </button>
      {full && (
        <p id={`${id}-full`} className="ed-field-hint">
          The footer shows at most {HOURS_LIMITS.lines} lines.
        </p>
      )}
    </section>
  );
}
