import type { Picture, RepresentativeRecord } from '../../../schema';
import { FieldGroup, TextField } from '../content-ui/fields';
import { ImageField } from '../content-ui/media';
import { RecordForm } from '../content-ui/RecordForm';
import { useRecord } from '../content-ui/use-record';
import { textOrNull } from '../content-ui/values';

const TEXTS = ['addressLineOne', 'addressLineTwo', 'city', 'state', 'zip', 'country', 'phone', 'website'] as const;
type Draft = { company: string; image: Picture | null } & Record<(typeof TEXTS)[number], string>;

const toDraft = (r: RepresentativeRecord | null): Draft => ({
  company: r?.company ?? '',
  image: r?.image ?? null,
  ...(Object.fromEntries(TEXTS.map((k) => [k, r?.[k] ?? ''])) as Record<(typeof TEXTS)[number], string>),
});

const toBody = (d: Draft) => ({ company: d.company, imageId: d.image?.id ?? null, ...Object.fromEntries(TEXTS.map((k) => [k, textOrNull(d[k])])) });

const FIELDS = ['company', 'imageId', ...TEXTS];

export function RepresentativeForm({ id }: { id: number | null }) {
  const state = useRecord<RepresentativeRecord, Draft>({
    kind: 'representative',
    path: '/api/owner/representatives',
    screen: 'representatives',
    id,
    toDraft,
    toBody,
    fields: FIELDS,
    nameOf: (r) => r.company,
  });
  const { draft, errors, record } = state;
  const field = (key: (typeof TEXTS)[number] | 'company', label: string, extra: { type?: 'url' | 'tel'; maxLength?: number; required?: boolean } = {}) => (
    <TextField label={label} value={draft[key]} onChange={(v) => state.setDraft((d) => ({ ...d, [key]: v }))} error={errors.fields[key]} {...extra} />
  );
  return (
    <RecordForm state={state} heading={record ? record.company : 'New representative'} backLabel="All representatives" screen="representatives" name={record?.company ?? ''}>
      {field('company', 'Company', { required: true, maxLength: 200 })}
      <ImageField label="Picture" value={draft.image} onChange={(image) => state.setDraft((d) => ({ ...d, image }))} error={errors.fields.imageId} />
      <FieldGroup legend="Address">
        {field('addressLineOne', 'Address line 1', { maxLength: 200 })}
        {field('addressLineTwo', 'Address line 2', { maxLength: 200 })}
        {field('city', 'City', { maxLength: 100 })}
        {field('state', 'State or region', { maxLength: 100 })}
        {field('zip', 'Postcode', { maxLength: 20 })}
        {field('country', 'Country', { maxLength: 100 })}
      </FieldGroup>
      {field('phone', 'Phone', { type: 'tel', maxLength: 50 })}
      {field('website', 'Website', { type: 'url' })}
    </RecordForm>
  );
}
