import { ListKind, MAX_LIST_ITEMS, type ChosenListRecord } from '../../../schema';
import { FieldGroup, FormField, TextField } from '../content-ui/fields';
import { addOnce } from '../content-ui/order';
import { Picker } from '../content-ui/Picker';
import { RecordForm } from '../content-ui/RecordForm';
import { SortableItems } from '../content-ui/SortableItems';
import { LIST_KINDS } from '../content-ui/sources';
import { useRecord } from '../content-ui/use-record';

interface Item {
  id: number;
  label: string;
}

interface Draft {
  name: string;
  kind: ListKind;
  items: Item[];
}

const toDraft = (l: ChosenListRecord | null): Draft => ({ name: l?.name ?? '', kind: (l?.kind ?? ListKind.Inventory) as ListKind, items: l?.items ?? [] });
const toBody = (d: Draft) => ({ name: d.name, items: d.items.map((i) => i.id) });
const toCreateBody = (d: Draft) => ({ ...toBody(d), kind: d.kind });

const FIELDS = ['name', 'kind', 'items', 'ids'];

export function ListForm({ id }: { id: number | null }) {
  const state = useRecord<ChosenListRecord, Draft>({ kind: 'chosenList', path: '/api/owner/chosen-lists', screen: 'lists', id, toDraft, toBody, toCreateBody, fields: FIELDS, nameOf: (l) => l.name });
  const { draft, errors, record } = state;
  const err = errors.fields;
  const of = LIST_KINDS.find((k) => k.kind === draft.kind) ?? LIST_KINDS[0];
  return (
    <RecordForm state={state} heading={record ? record.name : 'New list'} backLabel="All lists" screen="lists" name={record?.name ?? ''}>
      <TextField label="Name" value={draft.name} onChange={(name) => state.setDraft((d) => ({ ...d, name }))} error={err.name} required maxLength={200} />
      <FormField label="Holds" hint={record ? 'What a list holds is fixed once it is made.' : 'Chosen once: what a list holds cannot change later.'} error={err.kind}>
        {(props) => (
          <select
            {...props}
            value={draft.kind}
            disabled={!!record}
            onChange={(e) => state.setDraft((d) => ({ ...d, kind: Number(e.target.value) as ListKind, items: [] }))}
          >
            {LIST_KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FieldGroup legend="Items">
        <SortableItems<Item>
          label={`Items of ${record?.name || 'the list'}, in order`}
          items={draft.items}
          idOf={(i) => i.id}
          nameOf={(i) => i.label}
          onChange={(items) => state.setDraft((d) => ({ ...d, items }))}
          onRemove={(i) => state.setDraft((d) => ({ ...d, items: d.items.filter((x) => x.id !== i.id) }))}
          empty={`No ${of.item} in the list yet.`}
        />
        {(err.items || err.ids) && <p className="ed-admin-field-error">{err.items ?? err.ids}</p>}
        <Picker
          key={draft.kind}
          label={`Find ${of.item} to add`}
          search={of.search}
          chosen={new Set(draft.items.map((i) => i.id))}
          onAdd={(c) => state.setDraft((d) => ({ ...d, items: addOnce(d.items, [{ id: c.id, label: c.label }]).slice(0, MAX_LIST_ITEMS) }))}
        />
      </FieldGroup>
    </RecordForm>
  );
}
