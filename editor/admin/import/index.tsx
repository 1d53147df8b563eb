import { IMPORT_KIND_LABELS } from '../../../schema';
import { ImportWizard } from './ImportWizard';
import { csvAddress } from './send';
import './import.css';

/** Import and export: the import wizard for a spreadsheet of artworks (with editions) or artists, and the exports, which the import takes back as they are. */
export default function ImportScreen() {
  return (
    <div className="ed-admin-screen ed-import">
      <h1>Import and export</h1>
      <section aria-label="Import">
        <ImportWizard />
      </section>
      <section aria-labelledby="export-heading" className="ed-import-export">
        <h2 id="export-heading">Export</h2>
        <p className="ed-admin-hint">A CSV file of everything on the site, in the template’s columns: edit it in your spreadsheet and import it again to update the records.</p>
        <div className="ed-admin-actions">
          <a className="ed-admin-button" href={csvAddress('artworks', 'export')} download>
            Export {IMPORT_KIND_LABELS.artworks.toLowerCase()}
          </a>
          <a className="ed-admin-button" href={csvAddress('artists', 'export')} download>
            Export {IMPORT_KIND_LABELS.artists.toLowerCase()}
          </a>
        </div>
      </section>
    </div>
  );
}
