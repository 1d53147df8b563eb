import { DimensionUnit, EditionType } from '../../../schema';
import { FieldGroup, TextField } from '../content-ui/fields';
import { CheckField, SelectField } from './controls';
import { freshKey, madeEditionLabel, type DimensionsDraft, type EditionDraft } from './edition-draft';

const KINDS = [
  { value: EditionType.Original, label: 'Unique original' },
  { value: EditionType.NumberedEdition, label: 'Numbered edition' },
] as const;

export const UNITS = [
  { value: DimensionUnit.Inches, label: 'in' },
  { value: DimensionUnit.Centimeters, label: 'cm' },
  { value: DimensionUnit.Feet, label: 'ft' },
] as const;

type Errors = Record<string, string>;

function SizeFields({ legend, value, onChange, errors, at }: { legend: string; value: DimensionsDraft; onChange: (d: DimensionsDraft) => void; errors: Errors; at: string }) {
  const set = (patch: Partial<DimensionsDraft>) => onChange({ ...value, ...patch });
  return (
    <FieldGroup legend={legend}>
      <div className="ed-artworks-row">
        <TextField label="Height" value={value.height} onChange={(height) => set({ height })} error={errors[`${at}.height`]} />
        <TextField label="Width" value={value.width} onChange={(width) => set({ width })} error={errors[`${at}.width`]} />
        <TextField label="Depth" value={value.depth} onChange={(depth) => set({ depth })} error={errors[`${at}.depth`]} />
        <SelectField label="Unit" value={value.metric} options={UNITS} onChange={(metric) => set({ metric })} error={errors[`${at}.metric`] ?? errors[at]} />
      </div>
    </FieldGroup>
  );
}

/**
 * One edition's fields: unique or numbered (number, edition size and how many are left), its price in
 * major units with its currency and in other currencies, its own medium (the purchase popup groups by
 * it, the work's when left empty), framing and mounting, its size and another
 * statement of it, and whether visitors can buy it (active, on hold, sold).
 */
export function EditionFields({
  edition,
  name,
  at,
  workMedium,
  errors,
  onChange,
  onRemove,
}: {
  edition: EditionDraft;
  /** 'Edition 2 (Edition 3 of 25)': the group's name. */
  name: string;
  /** Where its reasons are: 'editions.1'. */
  at: string;
  /** The artwork's medium, which an edition without its own is offered in. */
  workMedium: string;
  errors: Errors;
  onChange: (patch: Partial<EditionDraft>) => void;
  onRemove: () => void;
}) {
  const numbered = edition.editionType === EditionType.NumberedEdition;
  const made = madeEditionLabel(edition.editionType, numbered ? edition.number.trim() || null : null, numbered ? Number(edition.editionSize) || null : null);
  const err = (path: string) => errors[`${at}.${path}`];
  const setPrice = (key: number, patch: { currencyCode?: string; value?: string }) => onChange({ prices: edition.prices.map((p) => (p.key === key ? { ...p, ...patch } : p)) });
  return (
    <fieldset className="ed-admin-group ed-artworks-edition">
      <legend>{name}</legend>
      {errors[at] && <p className="ed-admin-field-error">{errors[at]}</p>}
      <div className="ed-artworks-row">
        <SelectField label="Kind" value={edition.editionType} options={KINDS} onChange={(editionType) => onChange({ editionType })} error={err('editionType')} />
        {numbered && (
          <>
            <TextField label="Number" hint="Such as 3 or AP 2." value={edition.number} onChange={(number) => onChange({ number })} error={err('number')} maxLength={20} />
            <TextField label="Edition size" type="number" value={edition.editionSize} onChange={(editionSize) => onChange({ editionSize })} error={err('editionSize')} />
            <TextField label="Left to sell" type="number" value={edition.quantity} onChange={(quantity) => onChange({ quantity })} error={err('quantity')} />
          </>
        )}
      </div>
      <TextField label="Label" hint={`What visitors read; left empty: ‘${made}’.`} value={edition.label} onChange={(label) => onChange({ label })} error={err('label')} maxLength={100} />
      <div className="ed-artworks-row">
        <TextField label="Price" hint="Such as 1,250.00." value={edition.price} onChange={(price) => onChange({ price })} error={err('price')} />
        <TextField label="Currency" hint="Such as USD; left empty, the site’s." value={edition.currencyCode} onChange={(currencyCode) => onChange({ currencyCode })} error={err('currencyCode')} maxLength={3} />
      </div>
      <FieldGroup legend="Prices in other currencies">
        {edition.prices.length === 0 && <p className="ed-admin-hint">Visitors see these beside the price; the cart charges the price above.</p>}
        {edition.prices.map((p, j) => (
          <div key={p.key} className="ed-artworks-row">
            <TextField label={`Currency ${j + 1}`} value={p.currencyCode} onChange={(currencyCode) => setPrice(p.key, { currencyCode })} error={err(`prices.${j}.currencyCode`)} maxLength={3} />
            <TextField label={`Price ${j + 1}`} hint="Such as 1,250.00." value={p.value} onChange={(value) => setPrice(p.key, { value })} error={err(`prices.${j}.value`)} />
            <button type="button" onClick={() => onChange({ prices: edition.prices.filter((x) => x.key !== p.key) })}>
              Remove price {j + 1}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => onChange({ prices: [...edition.prices, { key: freshKey(), currencyCode: '', value: '' }] })}>
          Add a price in another currency
        </button>
        {err('prices') && <p className="ed-admin-field-error">{err('prices')}</p>}
      </FieldGroup>
      <TextField
        label="Edition medium"
        hint={workMedium.trim() ? `Left empty: the artwork’s (${workMedium.trim()}).` : 'Left empty: the artwork’s.'}
        value={edition.medium}
        onChange={(medium) => onChange({ medium })}
        error={err('medium')}
        maxLength={500}
      />
      <div className="ed-artworks-row">
        <TextField label="Framing" value={edition.framing} onChange={(framing) => onChange({ framing })} error={err('framing')} maxLength={300} />
        <TextField label="Mounting" value={edition.mounting} onChange={(mounting) => onChange({ mounting })} error={err('mounting')} maxLength={300} />
      </div>
      <CheckField label="Framed" checked={edition.isFramed} onChange={(isFramed) => onChange({ isFramed })} error={err('isFramed')} />
      <SizeFields legend="Dimensions" value={edition.dimensions} onChange={(dimensions) => onChange({ dimensions })} errors={errors} at={`${at}.dimensions`} />
      <CheckField label="Also state the size in another unit" checked={edition.hasAlternate} onChange={(hasAlternate) => onChange({ hasAlternate })} />
      {edition.hasAlternate && (
        <SizeFields legend="Alternate dimensions" value={edition.alternateDimensions} onChange={(alternateDimensions) => onChange({ alternateDimensions })} errors={errors} at={`${at}.alternateDimensions`} />
      )}
      <div className="ed-artworks-row">
        <CheckField label="Active" hint="Visitors see it." checked={edition.active} onChange={(active) => onChange({ active })} error={err('active')} />
        <CheckField label="On hold" checked={edition.isOnHold} onChange={(isOnHold) => onChange({ isOnHold })} error={err('isOnHold')} />
        <CheckField
          label="Sold"
          checked={edition.quantity.trim() === '0'}
          onChange={(sold) => onChange({ quantity: sold ? '0' : '1' })}
          error={err('isSold')}
        />
      </div>
      <p>
        <button type="button" className="ed-danger" onClick={onRemove}>
          Remove {name}
        </button>
      </p>
    </fieldset>
  );
}
