import { useId, useState, type ReactNode } from 'react';
import {
  COPYRIGHT_DEFAULT_SIZE,
  COPYRIGHT_MIN_SIZE,
  generateMobilePart,
  MAX_MENU_ENTRIES,
  MAX_PAGE_TOP_OFFSET,
  MOBILE_FIXED_OFFSET,
  partPageId,
  resolvedPart,
  type FooterInclude,
  type Screen,
  type SitePartConfig,
  type SitePartName,
} from '../../../schema/site-parts';
import { useEditorUi } from '../../state/store';
import { NumberInput } from '../fields';
import { ModalDialog } from '../ModalDialog';

/**
 * The header and footer documents: per screen (desktop 768 px and wider, mobile narrower) the header's
 * position, the space it takes above the page and its background, and the footer's background,
 * copyright size and which contact items it shows; the mobile parts follow the desktop ones until the
 * owner sets them apart. The canvas shows each change at once, on the screen chosen here.
 */

/** Where a fixed desktop header starts the page when the owner has not said (about a header's height). */
const DESKTOP_FIXED_OFFSET = 96;
const HEX = /^#[0-9a-fA-F]{6}$/;

const INCLUDES: { item: FooterInclude; label: string }[] = [
  { item: 'country', label: 'Show the country' },
  { item: 'phone', label: 'Show the phone number' },
  { item: 'contact', label: 'Show the contact page link' },
];

export default function SitePartsPanel({ onClose, openPage }: { onClose: () => void; openPage: (pageId: string) => void }) {
  const site = useEditorUi((s) => s.document?.site);
  const update = useEditorUi((s) => s.updateSite);
  const device = useEditorUi((s) => s.device);
  const setDevice = useEditorUi((s) => s.setDevice);
  const [screen, setScreen] = useState<Screen>(device);
  const id = useId();
  if (!site) return null;
  const documents = site.documents ?? {};

  const choose = (next: Screen) => {
    setScreen(next);
    setDevice(next);
  };
  const configOf = (part: SitePartName) => resolvedPart(documents, part, screen).config;
  const isGenerated = (part: SitePartName) => screen === 'mobile' && !documents[part]?.mobile;
  const setConfig = (part: SitePartName, change: (config: SitePartConfig) => SitePartConfig) =>
    update({ documents: { ...documents, [part]: { ...documents[part], [screen]: { ...resolvedPart(documents, part, screen), config: change(structuredClone(configOf(part))) } } } });
  const generate = (part: SitePartName) => update({ documents: { ...documents, [part]: { ...documents[part], mobile: generateMobilePart(documents[part]?.desktop) } } });
  const header = configOf('header');
  const footer = configOf('footer');
  const fixed = header.block?.position === 'fixed';
  const blockCount = (part: SitePartName) => resolvedPart(documents, part, screen).blocks?.length ?? 0;
  /** The part's own blocks open on the canvas, as a page does; the page list leads back. */
  const editBlocks = (part: SitePartName) => {
    openPage(partPageId(part, screen));
    onClose();
  };

  return (
    <ModalDialog title="Header and footer" closeLabel="Close header and footer" className="ed-settings ed-site-parts" onClose={onClose}>
      <div className="ed-top-bar-group" role="group" aria-label="Screen">
        <button type="button" aria-pressed={screen === 'desktop'} onClick={() => choose('desktop')}>
          Desktop
        </button>
        <button type="button" aria-pressed={screen === 'mobile'} onClick={() => choose('mobile')}>
          Mobile
        </button>
      </div>
      <p className="ed-panel-hint">
        {screen === 'desktop' ? 'Screens 768 px wide and wider.' : 'Screens up to 767 px wide.'} Changes show on the page at once and reach visitors when you publish.
      </p>
      <div className="ed-settings-body">
        <section aria-labelledby={`${id}-header`}>
          <h3 id={`${id}-header`}>{screen === 'desktop' ? 'Desktop header' : 'Mobile header'}</h3>
          <Generated part="header" generated={isGenerated('header')} screen={screen} onGenerate={() => generate('header')} />
          <PartBlocksButton part="header" screen={screen} count={blockCount('header')} onEdit={() => editBlocks('header')} />
          <div className="ed-field">
            <label htmlFor={`${id}-position`}>Position</label>
            <select
              id={`${id}-position`}
              value={fixed ? 'fixed' : 'relative'}
              onChange={(e) =>
                setConfig('header', (c) => {
                  const position = e.target.value as 'fixed' | 'relative';
                  const offset = c.pageTopOffset ?? (position === 'fixed' ? (screen === 'mobile' ? MOBILE_FIXED_OFFSET : DESKTOP_FIXED_OFFSET) : undefined);
                  return { ...c, block: { ...c.block, position }, pageTopOffset: offset };
                })
              }
            >
              <option value="relative">Scrolls with the page</option>
              <option value="fixed">Fixed at the top</option>
            </select>
          </div>
          <NumberInput
            label="Space above the page (px)"
            hint="A fixed header covers the top of the page; set this to about its height."
            value={header.pageTopOffset ?? (fixed && screen === 'mobile' ? MOBILE_FIXED_OFFSET : 0)}
            min={0}
            max={MAX_PAGE_TOP_OFFSET}
            disabled={!fixed}
            onChange={(pageTopOffset) => setConfig('header', (c) => ({ ...c, pageTopOffset: pageTopOffset ?? 0 }))}
          />
          <ColorField key={`header-${screen}`} label="Header background" value={header.block?.backgroundColor} onChange={(backgroundColor) => setConfig('header', (c) => ({ ...c, block: { ...c.block, backgroundColor } }))} />
          <label className="ed-check">
            <input
              type="checkbox"
              checked={header.navigation?.excludeGroups === true}
              onChange={(e) => setConfig('header', (c) => ({ ...c, navigation: { ...c.navigation, excludeGroups: e.target.checked } }))}
            />
            Leave group pages out of the menu
          </label>
          <NumberInput
            label="Most entries in the menu"
            hint="Empty shows every page set to show in the menu."
            value={header.navigation?.limit ?? null}
            min={1}
            max={MAX_MENU_ENTRIES}
            allowBlank
            onChange={(limit) => setConfig('header', (c) => ({ ...c, navigation: { ...c.navigation, limit: limit ?? undefined } }))}
          />
        </section>

        <section aria-labelledby={`${id}-footer`}>
          <h3 id={`${id}-footer`}>{screen === 'desktop' ? 'Desktop footer' : 'Mobile footer'}</h3>
          <Generated part="footer" generated={isGenerated('footer')} screen={screen} onGenerate={() => generate('footer')} />
          <PartBlocksButton part="footer" screen={screen} count={blockCount('footer')} onEdit={() => editBlocks('footer')} />
          <ColorField key={`footer-${screen}`} label="Footer background" value={footer.block?.backgroundColor} onChange={(backgroundColor) => setConfig('footer', (c) => ({ ...c, block: { ...c.block, backgroundColor } }))} />
          <NumberInput
            label="Copyright text size (px)"
            hint={`At least ${COPYRIGHT_MIN_SIZE}; smaller sizes are raised to ${COPYRIGHT_MIN_SIZE}.`}
            value={footer.copyright?.fontSize ?? COPYRIGHT_DEFAULT_SIZE}
            min={0}
            max={96}
            onChange={(fontSize) => setConfig('footer', (c) => ({ ...c, copyright: { ...c.copyright, fontSize: fontSize ?? COPYRIGHT_DEFAULT_SIZE } }))}
          />
          <fieldset className="ed-fieldset">
            <legend>Contact details in the footer</legend>
            {INCLUDES.map(({ item, label }) => (
              <label key={item} className="ed-check">
                <input
                  type="checkbox"
                  checked={footer.includes?.[item] !== false}
                  onChange={(e) => setConfig('footer', (c) => ({ ...c, includes: { ...c.includes, [item]: e.target.checked } }))}
                />
                {label}
              </label>
            ))}
          </fieldset>
        </section>

        <section aria-labelledby={`${id}-code`}>
          <h3 id={`${id}-code`}>Footer code</h3>
          <div className="ed-field">
            <label htmlFor={`${id}-code-input`}>Code added to every page</label>
            <textarea
              id={`${id}-code-input`}
              rows={6}
              maxLength={20_000}
              spellCheck={false}
              aria-describedby={`${id}-code-hint`}
              value={site.footer ?? ''}
              onChange={(e) => update({ footer: e.target.value })}
            />
            <p id={`${id}-code-hint`} className="ed-field-hint">
              For analytics or chat snippets. It runs hidden, in a sandbox that cannot change your pages, and not in the builder.
            </p>
          </div>
        </section>
      </div>
    </ModalDialog>
  );
}

function PartBlocksButton({ part, screen, count, onEdit }: { part: SitePartName; screen: Screen; count: number; onEdit: () => void }) {
  const id = useId();
  return (
    <div className="ed-field">
      <button type="button" onClick={onEdit} aria-describedby={id}>
        Edit the {screen} {part}’s blocks
      </button>
      <p id={id} className="ed-field-hint">
        {count === 0 ? 'None yet.' : count === 1 ? '1 block.' : `${count} blocks.`} Text, images and buttons of your own, shown {part === 'header' ? 'under' : 'above'} the theme’s {part}.
      </p>
    </div>
  );
}

function Generated({ part, generated, screen, onGenerate }: { part: SitePartName; generated: boolean; screen: Screen; onGenerate: () => void }): ReactNode {
  if (screen === 'desktop') return null;
  return (
    <div className="ed-field">
      <p className="ed-field-hint">
        {generated
          ? `Generated from the desktop ${part}${part === 'header' ? ', its fixed position carried over' : ''}. A change here sets the mobile ${part} apart.`
          : `Set apart from the desktop ${part}.`}
      </p>
      {!generated && (
        <button type="button" onClick={onGenerate}>
          Generate mobile from desktop
        </button>
      )}
    </div>
  );
}

/** A colour as #rrggbb, typed or picked; empty is the theme's. */
function ColorField({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const invalid = draft !== '' && !HEX.test(draft);
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      <div className="ed-color-field">
        <input type="color" aria-label={`${label}, picker`} value={value ?? '#ffffff'} onChange={(e) => {
            setDraft(e.target.value);
            onChange(e.target.value);
          }}
        />
        <input
          id={id}
          type="text"
          placeholder="The theme’s"
          maxLength={7}
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            const next = e.target.value.trim();
            setDraft(next);
            if (next === '') onChange(undefined);
            else if (HEX.test(next)) onChange(next.toLowerCase());
          }}
        />
        {value && (
          <button type="button" className="ed-quiet" onClick={() => {
              setDraft('');
              onChange(undefined);
            }}
          >
            Use the theme’s
          </button>
        )}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="ed-form-error" role="alert">
          Enter a colour as # and six hex digits, like #1a2b3c.
        </p>
      )}
    </div>
  );
}
