import { Unknown } from '../content-ui/Unknown';
import { useHash } from '../use-hash';
import './artworks.css';
import { ArtworkForm } from './ArtworkForm';
import { ArtworkTable } from './ArtworkTable';
import { artworksOpened } from './opened';

/** The artworks: a table to find, select and change works in (`#/content/artworks/?…`), and each work's form (`/{id}`, `/new`). */
export default function ArtworksScreen() {
  const opened = artworksOpened(useHash());
  if (opened.kind === 'new') return <ArtworkForm key="new" id={null} />;
  if (opened.kind === 'record') return <ArtworkForm key={opened.id} id={opened.id} />;
  if (opened.kind === 'unknown') return <Unknown screen="artworks" backLabel="All artworks" />;
  return <ArtworkTable />;
}
