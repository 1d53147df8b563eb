import { ARTIST_SORTS, type ArtistTableResponse } from '../../../schema';
import { useOpened } from '../content-ui/opened';
import { RecordTable } from '../content-ui/RecordTable';
import { Unknown } from '../content-ui/Unknown';
import { ArtistForm } from './ArtistForm';
import { lifespan } from './lifespan';

type Row = ArtistTableResponse['items'][number];

/** The artists: a table to search, filter, sort and tag in bulk, and each artist's form (`#/content/artists/{id}`, `/new`). */
export default function ArtistsScreen() {
  const opened = useOpened();
  if (opened.kind === 'new') return <ArtistForm key="new" id={null} />;
  if (opened.kind === 'record') return <ArtistForm key={opened.id} id={opened.id} />;
  if (opened.kind === 'unknown') return <Unknown screen="artists" backLabel="All artists" />;
  return (
    <RecordTable<Row>
      title="Artists"
      screen="artists"
      path="/api/owner/artists"
      newLabel="New artist"
      searchLabel="Search artists"
      caption="Artists"
      empty="No artists yet. Add the first with New artist."
      tagKind="artists"
      sorts={ARTIST_SORTS}
      noun={{ one: 'artist', many: 'artists' }}
      nameHeader="Name"
      nameOf={(a) => a.name}
      columns={[
        { header: 'Lifespan', cell: (a) => lifespan(a.beginDate, a.endDate) },
        { header: 'Country', cell: (a) => [a.state, a.country].filter(Boolean).join(', ') },
        { header: 'Works', cell: (a) => a.works },
        { header: 'Tags', cell: (a) => a.tags.join(', ') },
      ]}
    />
  );
}
