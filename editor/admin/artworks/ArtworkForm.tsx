import { ARTWORK_STATUS_LABELS, MAX_TAGS } from '../../../schema';
import { INVENTORY_TYPE_LABELS, subTypesOf, isSubTypeOf } from '../../../schema/inventory-types';
import { FieldGroup, TextField } from '../content-ui/fields';
import { RecordForm } from '../content-ui/RecordForm';
import { ArtistChooser } from './ArtistChooser';
import type { ArtworkDraft } from './artwork-draft';
import { CheckField, SelectField } from './controls';
import { EditionsField } from './EditionsField';
import { ImagesField } from './ImagesField';
import { useArtwork } from './use-artwork';

const NO_SUBTYPE = -1;

/**
 * An artwork's form (`#/content/artworks/{id}`, `/new`): the work's fields, its pictures and editions,
 * and beside Save and Delete, Duplicate and Archive. Server reasons show beside their fields.
 */
export function ArtworkForm({ id }: { id: number | null }) {
  const state = useArtwork(id);
  const { draft, errors, record, busy } = state;
  const set = (patch: Partial<ArtworkDraft>) => state.setDraft((d) => ({ ...d, ...patch }));
  const err = errors.fields;
  const subTypes = subTypesOf(draft.type);
  return (
    <RecordForm state={state} heading={record ? record.title : 'New artwork'} backLabel="All artworks" screen="artworks" name={record?.title ?? ''}>
      <div className="ed-artworks-form">
        {record && (
          <div className="ed-artworks-toolbar">
            <p>
              Status: <strong>{ARTWORK_STATUS_LABELS[record.status]}</strong>
            </p>
            <button type="button" disabled={busy} onClick={() => void state.duplicate()}>
              Duplicate
            </button>
            <button type="button" disabled={busy} onClick={() => void state.setArchived(record.active)}>
              {record.active ? 'Archive' : 'Unarchive'}
            </button>
          </div>
        )}
        <TextField label="Title" value={draft.title} onChange={(title) => set({ title })} error={err.title} required maxLength={300} />
        <TextField label="Subtitle" value={draft.subtitle} onChange={(subtitle) => set({ subtitle })} error={err.subtitle} maxLength={300} />
        <ArtistChooser
          label="Artist"
          value={draft.artist}
          onChange={(artist) => set({ artist })}
          findLabel="Find an artist"
          none="No artist"
          clearLabel="Remove artist"
          chooseLabel={(name) => `Choose ${name}`}
          error={err.artistId}
        />
        <div className="ed-artworks-row">
          <TextField label="Date" hint="As visitors read it: 1921, c. 1915." value={draft.date} onChange={(date) => set({ date })} error={err.date} maxLength={100} />
          <TextField label="Medium" hint="Such as Oil on canvas." value={draft.medium} onChange={(medium) => set({ medium })} error={err.medium} maxLength={500} />
        </div>
        <div className="ed-artworks-row">
          <SelectField
            label="Type"
            value={draft.type}
            options={INVENTORY_TYPE_LABELS}
            onChange={(type) => set({ type, subType: isSubTypeOf(type, draft.subType) ? draft.subType : null })}
            error={err.type}
          />
          {subTypes.length > 0 && (
            <SelectField
              label="Subtype"
              value={draft.subType ?? NO_SUBTYPE}
              options={[{ value: NO_SUBTYPE, label: 'None' }, ...subTypes]}
              onChange={(subType) => set({ subType: subType === NO_SUBTYPE ? null : subType })}
              error={err.subType}
            />
          )}
        </div>
        <div className="ed-artworks-row">
          <TextField label="SKU" hint="Each SKU names one work." value={draft.sku} onChange={(sku) => set({ sku })} error={err.sku} maxLength={100} />
          <TextField label="Location" hint="Where the work is kept." value={draft.location} onChange={(location) => set({ location })} error={err.location} maxLength={300} />
        </div>
        <TextField label="Notes" hint="Visitors see these where a page shows the work’s notes (an Edition Tokens block)." multiline value={draft.notes} onChange={(notes) => set({ notes })} error={err.notes} maxLength={10_000} />
        <ImagesField images={draft.images} onChange={(images) => set({ images })} error={err.images} />
        <TextField label="Tags" hint={`Separate tags with commas; at most ${MAX_TAGS}.`} value={draft.tags} onChange={(tags) => set({ tags })} error={err.tags} />
        <FieldGroup legend="Inquiries and offers">
          <CheckField label="Visitors can inquire" checked={draft.canInquire} onChange={(canInquire) => set({ canInquire })} error={err.canInquire} />
          <CheckField label="Visitors can make offers" checked={draft.canReceiveOffers} onChange={(canReceiveOffers) => set({ canReceiveOffers })} error={err.canReceiveOffers} />
          <TextField label="Contact link" type="url" hint="https://…, mailto:… or a path of this site (/contact)." value={draft.contactUrl} onChange={(contactUrl) => set({ contactUrl })} error={err.contactUrl} />
        </FieldGroup>
        <FieldGroup legend="Search engines">
          <TextField label="SEO title" value={draft.seoTitle} onChange={(seoTitle) => set({ seoTitle })} error={err.seoTitle} maxLength={200} />
          <TextField label="SEO description" multiline value={draft.seoDescription} onChange={(seoDescription) => set({ seoDescription })} error={err.seoDescription} maxLength={500} />
        </FieldGroup>
        <EditionsField editions={draft.editions} medium={draft.medium} errors={err} onChange={(update) => state.setDraft((d) => ({ ...d, editions: update(d.editions) }))} />
      </div>
    </RecordForm>
  );
}
