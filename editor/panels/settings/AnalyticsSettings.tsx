import { useId, useState } from 'react';
import type { SiteConfig } from '../../../schema';
import { analyticsSchema, GA4_ID_PATTERN, META_PIXEL_ID_PATTERN, type AnalyticsIds } from '../../../schema/analytics';

type IdKey = keyof AnalyticsIds;

const FIELDS: { key: IdKey; label: string; placeholder: string; pattern: RegExp; hint: string }[] = [
  { key: 'ga4MeasurementId', label: 'Google Analytics 4 measurement id', placeholder: 'G-XXXXXXXXXX', pattern: GA4_ID_PATTERN, hint: 'In Google Analytics: Admin, Data streams, your web stream.' },
  { key: 'metaPixelId', label: 'Meta pixel id', placeholder: '123456789012345', pattern: META_PIXEL_ID_PATTERN, hint: 'In Meta Events Manager: Data sources, your pixel.' },
];

/** The schema's own words for an id that does not read as one. */
function problemWith(key: IdKey, value: string): string {
  const parsed = analyticsSchema.safeParse({ [key]: value });
  return parsed.success ? '' : parsed.error.issues[0].message;
}

/**
 * Where visits and purchases are counted: the site's Google Analytics 4 measurement id and Meta pixel id.
 * With one set, every page view and every purchase is sent there, once the visitor has accepted cookies. An
 * id is kept in the site only once it reads as one, so a half-typed id never reaches the pages; it
 * reaches visitors with Publish, as the other settings do.
 */
export function AnalyticsSettings({ site, update }: { site: SiteConfig; update: (patch: Partial<SiteConfig>) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Analytics and ad pixels</h3>
      <p className="ed-field-hint">Page views and purchases are counted where an id is set, once the visitor has accepted cookies.</p>
      {FIELDS.map((field) => (
        <IdField
          key={field.key}
          field={field}
          stored={site.analytics?.[field.key] ?? ''}
          onChange={(value) => {
            const analytics = { ...site.analytics };
            if (value) analytics[field.key] = value;
            else delete analytics[field.key];
            update({ analytics });
          }}
        />
      ))}
    </section>
  );
}

function IdField({ field, stored, onChange }: { field: (typeof FIELDS)[number]; stored: string; onChange: (value: string | null) => void }) {
  const id = useId();
  const [text, setText] = useState(stored);
  const value = text.trim();
  const problem = value !== '' && !field.pattern.test(value) ? problemWith(field.key, value) : '';
  return (
    <div className="ed-field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="text"
        spellCheck={false}
        autoComplete="off"
        placeholder={field.placeholder}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-issue` : ''}`}
        onChange={(e) => {
          setText(e.target.value);
          const next = e.target.value.trim();
          if (next === '') onChange(null);
          else if (field.pattern.test(next)) onChange(next);
        }}
      />
      <p id={`${id}-hint`} className="ed-field-hint">
        {field.hint}
      </p>
      {problem && (
        <p id={`${id}-issue`} className="ed-form-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
