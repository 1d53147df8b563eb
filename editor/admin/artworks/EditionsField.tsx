import { useState } from 'react';
import { formatMoney } from '../../../schema';
import { editionName, nextEditionDraft, setEditionOf, type EditionDraft } from './edition-draft';
import { EditionFields } from './EditionFields';
import { formatMajorUnits } from './money';
import { editionSets, notOfferedReason } from './edition-sets';

/**
 * The work's editions: each one's fields, Add and Remove (a removed edition goes to the trash when the
 * work is saved), and the edition sets visitors will be offered, read from what the form holds now.
 */
export function EditionsField({
  editions,
  medium,
  errors,
  onChange,
}: {
  editions: EditionDraft[];
  medium: string;
  errors: Record<string, string>;
  onChange: (update: (editions: EditionDraft[]) => EditionDraft[]) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  return (
    <section className="ed-artworks-editions" aria-labelledby="editions-heading">
      <h2 id="editions-heading">Editions</h2>
      <p className="ed-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {errors.editions && <p className="ed-admin-field-error">{errors.editions}</p>}
      {editions.length === 0 && <p className="ed-admin-hint">No editions: visitors cannot buy this work. Add one to price it.</p>}
      {editions.map((edition, i) => (
        <EditionFields
          key={edition.key}
          edition={edition}
          name={editionName(edition, i)}
          at={`editions.${i}`}
          workMedium={medium}
          errors={errors}
          onChange={(patch) => onChange((list) => list.map((e) => (e.key === edition.key ? { ...e, ...patch } : e)))}
          onRemove={() => {
            onChange((list) => list.filter((e) => e.key !== edition.key));
            setAnnouncement(`Removed ${editionName(edition, i)}. It goes when the artwork is saved.`);
          }}
        />
      ))}
      <button
        type="button"
        onClick={() => {
          onChange((list) => [...list, nextEditionDraft(list)]);
          setAnnouncement(`Added edition ${editions.length + 1}.`);
        }}
      >
        Add edition
      </button>
      <EditionSetsSummary editions={editions} medium={medium} />
    </section>
  );
}

function EditionSetsSummary({ editions, medium }: { editions: EditionDraft[]; medium: string }) {
  const currencyOf = new Map(editions.map((e) => [e.key, e.currencyCode.trim().toUpperCase()]));
  const price = (key: number, minor: number | null) => {
    const currency = currencyOf.get(key);
    if (minor === null) return 'no price';
    return currency && /^[A-Z]{3}$/.test(currency) ? formatMoney(minor, currency) : `${formatMajorUnits(minor)} in the site’s currency`;
  };
  const { sets, notOffered } = editionSets(medium, editions.map(setEditionOf));
  return (
    <section className="ed-artworks-sets" aria-labelledby="edition-sets-heading">
      <h3 id="edition-sets-heading">Edition sets</h3>
      <p className="ed-admin-hint">How the purchase popup offers the editions to visitors, by medium and size, from what this form holds now.</p>
      {sets.length === 0 ? (
        <p>No edition can be bought as it stands.</p>
      ) : (
        <ul className="ed-artworks-set-list">
          {sets.map((set) => (
            <li key={`${set.medium}|${set.dimensions}`}>
              <span className="ed-admin-label">
                {set.medium || 'No medium given'} · {set.dimensions || 'No size given'}
              </span>
              <ul>
                {set.editions.map((e) => (
                  <li key={e.key}>
                    {e.name}: {price(e.key, e.price)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {notOffered.length > 0 && (
        <p>
          Not offered: {notOffered.map((e) => `${e.name} (${notOfferedReason(e)})`).join(', ')}.
        </p>
      )}
    </section>
  );
}
