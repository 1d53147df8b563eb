import { MAX_TAGS, type Picture, type ShowRecord } from '../../../schema';
import { FieldGroup, TextField } from '../content-ui/fields';
import { ImageField, Thumbnail, useMediaPicker } from '../content-ui/media';
import { addOnce } from '../content-ui/order';
import { Picker } from '../content-ui/Picker';
import { RecordForm } from '../content-ui/RecordForm';
import { SortableItems } from '../content-ui/SortableItems';
import { searchArtists, searchArtworks } from '../content-ui/sources';
import { useRecord } from '../content-ui/use-record';
import { parseTags, tagsText, textOrNull } from '../content-ui/values';
import { RichTextField } from '../rich-text';

interface Named {
  id: number;
  label: string;
}

interface Draft {
  title: string;
  startDate: string;
  endDate: string;
  description: string;
  openingReception: string;
  cover: Picture | null;
  photos: Picture[];
  artworks: Named[];
  artists: Named[];
  tags: string;
}

const toDraft = (s: ShowRecord | null): Draft => ({
  title: s?.title ?? '',
  startDate: s?.startDate ?? '',
  endDate: s?.endDate ?? '',
  description: s?.description ?? '',
  openingReception: s?.openingReception ?? '',
  cover: s?.cover ?? null,
  photos: s?.photos ?? [],
  artworks: (s?.artworks ?? []).map((w) => ({ id: w.id, label: w.title })),
  artists: (s?.artists ?? []).map((a) => ({ id: a.id, label: a.name })),
  tags: tagsText(s?.tags ?? []),
});

const toBody = (d: Draft) => ({
  title: d.title,
  startDate: d.startDate || null,
  endDate: d.endDate || null,
  description: d.description,
  openingReception: textOrNull(d.openingReception),
  coverImageId: d.cover?.id ?? null,
  photos: d.photos.map((p) => p.id),
  artworks: d.artworks.map((w) => w.id),
  artists: d.artists.map((a) => a.id),
  tags: parseTags(d.tags),
});

const FIELDS = Object.keys(toBody(toDraft(null)));

/** A photo by its alt text, or by its number in the library (its place in the list changes as it moves). */
const photoName = (p: Picture) => p.alt || `Picture ${p.id}`;

export function ShowForm({ id }: { id: number | null }) {
  const state = useRecord<ShowRecord, Draft>({ kind: 'show', path: '/api/owner/shows', screen: 'shows', id, toDraft, toBody, fields: FIELDS, nameOf: (s) => s.title });
  const { draft, errors, record, generation } = state;
  const set = (patch: Partial<Draft>) => state.setDraft((d) => ({ ...d, ...patch }));
  const err = errors.fields;
  const photos = useMediaPicker();
  return (
    <RecordForm state={state} heading={record ? record.title : 'New show'} backLabel="All shows" screen="shows" name={record?.title ?? ''}>
      <TextField label="Title" value={draft.title} onChange={(title) => set({ title })} error={err.title} required maxLength={300} />
      <FieldGroup legend="Dates">
        <TextField label="Opens" type="date" value={draft.startDate} onChange={(startDate) => set({ startDate })} error={err.startDate} />
        <TextField label="Closes" type="date" value={draft.endDate} onChange={(endDate) => set({ endDate })} error={err.endDate} />
      </FieldGroup>
      <TextField
        label="Opening reception"
        hint="Such as ‘Thursday 5 June, 6–8 pm’."
        value={draft.openingReception}
        onChange={(openingReception) => set({ openingReception })}
        error={err.openingReception}
        maxLength={500}
      />
      <RichTextField key={`description-${generation}`} label="Description" value={draft.description} onChange={(description) => set({ description })} error={err.description} />
      <ImageField label="Cover image" value={draft.cover} onChange={(cover) => set({ cover })} error={err.coverImageId} />

      <FieldGroup legend="Installation photos">
        <SortableItems<Picture>
          label="Installation photos, in order"
          items={draft.photos}
          idOf={(p) => p.id}
          nameOf={photoName}
          render={(p) => (
            <span className="ed-admin-inline">
              <Thumbnail picture={p} size={64} />
              {photoName(p)}
            </span>
          )}
          onChange={(list) => set({ photos: list })}
          onRemove={(p) => set({ photos: draft.photos.filter((x) => x.id !== p.id) })}
          empty="No installation photos yet."
        />
        <button type="button" onClick={() => photos.open('for the installation photos', (p) => state.setDraft((d) => ({ ...d, photos: addOnce(d.photos, [p]) })))}>
          Add installation photo
        </button>
        {err.photos && <p className="ed-admin-field-error">{err.photos}</p>}
        {photos.host}
      </FieldGroup>

      <FieldGroup legend="Works shown">
        <SortableItems<Named>
          label="Works shown, in order"
          items={draft.artworks}
          idOf={(w) => w.id}
          nameOf={(w) => w.label}
          onChange={(artworks) => set({ artworks })}
          onRemove={(w) => set({ artworks: draft.artworks.filter((x) => x.id !== w.id) })}
          empty="No works chosen yet."
        />
        <Picker label="Find works to add" search={searchArtworks} chosen={new Set(draft.artworks.map((w) => w.id))} onAdd={(c) => state.setDraft((d) => ({ ...d, artworks: addOnce(d.artworks, [c]) }))} />
        {err.artworks && <p className="ed-admin-field-error">{err.artworks}</p>}
      </FieldGroup>

      <FieldGroup legend="Artists shown">
        <SortableItems<Named>
          label="Artists shown, in order"
          items={draft.artists}
          idOf={(a) => a.id}
          nameOf={(a) => a.label}
          onChange={(artists) => set({ artists })}
          onRemove={(a) => set({ artists: draft.artists.filter((x) => x.id !== a.id) })}
          empty="No artists chosen yet."
        />
        <Picker label="Find artists to add" search={searchArtists} chosen={new Set(draft.artists.map((a) => a.id))} onAdd={(c) => state.setDraft((d) => ({ ...d, artists: addOnce(d.artists, [c]) }))} />
        {err.artists && <p className="ed-admin-field-error">{err.artists}</p>}
      </FieldGroup>

      <TextField label="Tags" hint={`Separate tags with commas; at most ${MAX_TAGS}.`} value={draft.tags} onChange={(tags) => set({ tags })} error={err.tags} />
    </RecordForm>
  );
}
