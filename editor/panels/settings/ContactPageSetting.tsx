import { useId } from 'react';
import type { Page, SiteConfig } from '../../../schema';
import { useEditorUi } from '../../state/store';
import { contactChoice, contactPageOptions } from './contact-page';

const NONE = '';
const NO_PAGES: Page[] = [];

/**
 * The contact details' "Contact page": None, or any page with an address. The footer links to it under
 * the page's name as it was when chosen; after a rename the owner can take the new name with one click.
 */
export function ContactPageSetting({ contact, update }: { contact: SiteConfig['contact']; update: (patch: Partial<SiteConfig>) => void }) {
  const id = useId();
  const pages = useEditorUi((s) => s.document?.pages ?? NO_PAGES);
  const options = contactPageOptions(pages);
  const { selected, orphan } = contactChoice(contact, options);
  const choices = orphan ? [orphan, ...options] : options;
  const renamed = contact && selected && !orphan && selected.contact.title !== contact.title ? selected.contact : null;
  return (
    <div className="ed-field">
      <label htmlFor={`${id}-page`}>Contact page</label>
      <select
        id={`${id}-page`}
        value={selected?.value ?? NONE}
        aria-describedby={`${id}-hint`}
        onChange={(e) => update({ contact: choices.find((o) => o.value === e.target.value)?.contact ?? null })}
      >
        <option value={NONE}>None</option>
        {choices.map((o) => (
          <option key={o.key} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="ed-field-hint">
        The footer links to it, unless the link is switched off under Header &amp; footer.
      </p>
      {renamed && contact && (
        <p className="ed-field-hint">
          The link reads “{contact.title}”, the page’s name when it was chosen.{' '}
          <button type="button" className="ed-quiet" onClick={() => update({ contact: renamed })}>
            Use “{renamed.title}”
          </button>
        </p>
      )}
    </div>
  );
}
