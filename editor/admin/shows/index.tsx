import { SHOW_SORTS, SHOW_WHENS, type ShowTableResponse } from '../../../schema';
import { useOpened } from '../content-ui/opened';
import { RecordTable } from '../content-ui/RecordTable';
import { Unknown } from '../content-ui/Unknown';
import { dateRange } from './dates';
import { ShowForm } from './ShowForm';

type Row = ShowTableResponse['items'][number];

/** The exhibitions: a table to search, filter, sort and tag in bulk, and each show's form (`#/content/shows/{id}`, `/new`). */
export default function ShowsScreen() {
  const opened = useOpened();
  if (opened.kind === 'new') return <ShowForm key="new" id={null} />;
  if (opened.kind === 'record') return <ShowForm key={opened.id} id={opened.id} />;
  if (opened.kind === 'unknown') return <Unknown screen="shows" backLabel="All shows" />;
  return (
    <RecordTable<Row>
      title="Shows"
      screen="shows"
      path="/api/owner/shows"
      newLabel="New show"
      searchLabel="Search shows"
      caption="Shows"
      empty="No shows yet. Add the first with New show."
      tagKind="shows"
      sorts={SHOW_SORTS}
      choice={{ param: 'when', label: 'When', anyLabel: 'Any time', options: SHOW_WHENS }}
      noun={{ one: 'show', many: 'shows' }}
      nameHeader="Title"
      nameOf={(s) => s.title}
      columns={[
        { header: 'Dates', cell: (s) => dateRange(s.startDate, s.endDate) },
        { header: 'Tags', cell: (s) => s.tags.join(', ') },
      ]}
    />
  );
}
