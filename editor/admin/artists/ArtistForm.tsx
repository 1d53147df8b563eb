import { MAX_TAGS, type ArtistRecord, type Picture } from '../../../schema';
import { FieldGroup, TextField } from '../content-ui/fields';
import { ImageField } from '../content-ui/media';
import { RecordForm } from '../content-ui/RecordForm';
import { useRecord } from '../content-ui/use-record';
import { parseTags, tagsText, textOrNull, yearValue } from '../content-ui/values';
import { RichTextField } from '../rich-text';

interface Draft {
  name: string;
  beginDate: string;
  endDate: string;
  nationality: string;
  country: string;
  state: string;
  bio: string;
  biography: string;
  curriculumVitae: string;
  url: string;
  cover: Picture | null;
  profile: Picture | null;
  tags: string;
}

const year = (y: number | null | undefined) => (y == null ? '' : String(y));

const toDraft = (a: ArtistRecord | null): Draft => ({
  name: a?.name ?? '',
  beginDate: year(a?.beginDate),
  endDate: year(a?.endDate),
  nationality: a?.nationality ?? '',
  country: a?.country ?? '',
  state: a?.state ?? '',
  bio: a?.bio ?? '',
  biography: a?.biography ?? '',
  curriculumVitae: a?.curriculumVitae ?? '',
  url: a?.url ?? '',
  cover: a?.cover ?? null,
  profile: a?.profile ?? null,
  tags: tagsText(a?.tags ?? []),
});

const toBody = (d: Draft) => ({
  name: d.name,
  beginDate: yearValue(d.beginDate),
  endDate: yearValue(d.endDate),
  nationality: textOrNull(d.nationality),
  country: textOrNull(d.country),
  state: textOrNull(d.state),
  bio: textOrNull(d.bio),
  biography: textOrNull(d.biography),
  curriculumVitae: textOrNull(d.curriculumVitae),
  url: textOrNull(d.url),
  coverImageId: d.cover?.id ?? null,
  profileImageId: d.profile?.id ?? null,
  tags: parseTags(d.tags),
});

const FIELDS = Object.keys(toBody(toDraft(null)));

export function ArtistForm({ id }: { id: number | null }) {
  const state = useRecord<ArtistRecord, Draft>({ kind: 'artist', path: '/api/owner/artists', screen: 'artists', id, toDraft, toBody, fields: FIELDS, nameOf: (a) => a.name });
  const { draft, errors, record, generation } = state;
  const set = (patch: Partial<Draft>) => state.setDraft((d) => ({ ...d, ...patch }));
  const err = errors.fields;
  return (
    <RecordForm state={state} heading={record ? record.name : 'New artist'} backLabel="All artists" screen="artists" name={record?.name ?? ''}>
      <TextField label="Name" value={draft.name} onChange={(name) => set({ name })} error={err.name} required maxLength={200} />
      <FieldGroup legend="Lifespan">
        <TextField label="Year of birth" type="number" value={draft.beginDate} onChange={(beginDate) => set({ beginDate })} error={err.beginDate} />
        <TextField label="Year of death" type="number" value={draft.endDate} onChange={(endDate) => set({ endDate })} error={err.endDate} />
      </FieldGroup>
      <TextField label="Nationality" value={draft.nationality} onChange={(nationality) => set({ nationality })} error={err.nationality} maxLength={100} />
      <FieldGroup legend="Where they live or work">
        <TextField label="Country" value={draft.country} onChange={(country) => set({ country })} error={err.country} maxLength={100} />
        <TextField label="State or region" value={draft.state} onChange={(state) => set({ state })} error={err.state} maxLength={100} />
      </FieldGroup>
      <TextField label="Short bio" hint="One line, such as ‘American, born 1945’." value={draft.bio} onChange={(bio) => set({ bio })} error={err.bio} maxLength={500} />
      <RichTextField key={`biography-${generation}`} label="Biography" value={draft.biography} onChange={(biography) => set({ biography })} error={err.biography} />
      <RichTextField key={`cv-${generation}`} label="CV" value={draft.curriculumVitae} onChange={(curriculumVitae) => set({ curriculumVitae })} error={err.curriculumVitae} />
      <ImageField label="Cover image" value={draft.cover} onChange={(cover) => set({ cover })} error={err.coverImageId} />
      <ImageField label="Profile picture" value={draft.profile} onChange={(profile) => set({ profile })} error={err.profileImageId} />
      <TextField label="Website" type="url" hint="https://…" value={draft.url} onChange={(url) => set({ url })} error={err.url} />
      <TextField label="Tags" hint={`Separate tags with commas; at most ${MAX_TAGS}.`} value={draft.tags} onChange={(tags) => set({ tags })} error={err.tags} />
    </RecordForm>
  );
}
