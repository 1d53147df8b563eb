import { useId, useState } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { themeColors } from '../../../renderer/site/themes';
import { isWebAddress, SOCIAL_LABELS, SOCIAL_NETWORKS, THEMES, type Colors, type ImageRef, type SiteConfig } from '../../../schema';
import { imageUrl } from '../../../schema/images';
import { useEditorUi } from '../../state/store';
import { useMediaDialog } from '../media/dialog-store';
import { imageRefOf } from '../media/pick-image';
import { ModalDialog } from '../ModalDialog';
import { ContactPageSetting } from './ContactPageSetting';
import { FontSettings } from './FontSettings';
import { HoursSettings } from './HoursSettings';
import { AnalyticsSettings } from './AnalyticsSettings';
import { ArtToolSettings } from './ArtToolSettings';
import { PopupSettings } from './PopupSettings';
import { SellingSettings } from './SellingSettings';
import { AA_TEXT, contrastRatio } from '../../../schema/contrast';

/**
 * Site settings: theme and colours, fonts, company, logo and icon, contact details and page, opening hours,
 * analytics and ad pixel ids, popups and notices, custom CSS and social profiles. Each change shows on
 * the canvas at once and reaches visitors with Publish; the selling and image options are the exception,
 * saved and live at once.
 */

type ColorSlot = keyof Colors;
const SLOTS: { slot: ColorSlot; label: string; against?: ColorSlot }[] = [
  { slot: 'navBackground', label: 'Menu background' },
  { slot: 'navText', label: 'Menu text', against: 'navBackground' },
  { slot: 'bodyBackground', label: 'Page background' },
  { slot: 'bodyHeaderText', label: 'Headings', against: 'bodyBackground' },
  { slot: 'bodyText', label: 'Text', against: 'bodyBackground' },
  { slot: 'accent', label: 'Accent (links, buttons)', against: 'bodyBackground' },
  { slot: 'footerBackground', label: 'Footer background' },
  { slot: 'footerHeaderText', label: 'Footer headings', against: 'footerBackground' },
  { slot: 'footerText', label: 'Footer text', against: 'footerBackground' },
];

const CONTACT_FIELDS: { key: 'addressLineOne' | 'addressLineTwo' | 'city' | 'state' | 'zip' | 'country' | 'phone'; label: string; max: number }[] = [
  { key: 'addressLineOne', label: 'Address', max: 200 },
  { key: 'addressLineTwo', label: 'Address, second line', max: 200 },
  { key: 'city', label: 'City', max: 100 },
  { key: 'state', label: 'State or region', max: 100 },
  { key: 'zip', label: 'Postal code', max: 20 },
  { key: 'country', label: 'Country', max: 100 },
  { key: 'phone', label: 'Phone', max: 50 },
];

const themeLabel = (theme: string) => theme[0].toUpperCase() + theme.slice(1);

export default function SettingsPanel({ onClose }: { onClose: () => void }) {
  const site = useEditorUi((s) => s.document?.site);
  const update = useEditorUi((s) => s.updateSite);
  const id = useId();
  if (!site) return null;
  const colors: Required<Colors> = { ...themeColors(site.layout), ...site.colors };

  return (
    <ModalDialog title="Site settings" closeLabel="Close site settings" className="ed-settings" onClose={onClose}>
      <p className="ed-panel-hint">Changes show on the page at once and reach visitors when you publish; the selling and image options apply at once.</p>
      <div className="ed-settings-body">
        <section aria-labelledby={`${id}-look`}>
          <h3 id={`${id}-look`}>Theme and colours</h3>
          <div className="ed-field">
            <label htmlFor={`${id}-theme`}>Theme</label>
            <select id={`${id}-theme`} value={site.layout} onChange={(e) => update({ layout: e.target.value as SiteConfig['layout'] })}>
              {THEMES.map((t) => (
                <option key={t} value={t}>
                  {themeLabel(t)}
                </option>
              ))}
            </select>
          </div>
          <ul className="ed-settings-colors" aria-label="Colours">
            {SLOTS.map(({ slot, label, against }) => (
              <ColorRow
                key={slot}
                label={label}
                value={colors[slot]}
                contrast={against ? contrastRatio(colors[slot], colors[against]) : null}
                onChange={(value) => update({ colors: { ...site.colors, [slot]: value } })}
              />
            ))}
          </ul>
          <button type="button" disabled={Object.keys(site.colors).length === 0} onClick={() => update({ colors: {} })}>
            Reset colours to the theme’s
          </button>
          <ImageSetting
            label="Cover picture"
            hint="The classic theme shows page titles over this picture; without one, over the theme’s own."
            image={site.cover ?? null}
            purpose="for the cover banner"
            onChange={(cover) => update({ cover })}
          />
        </section>

        <FontSettings site={site} update={update} />

        <section aria-labelledby={`${id}-identity`}>
          <h3 id={`${id}-identity`}>Name, logo and icon</h3>
          <div className="ed-field">
            <label htmlFor={`${id}-company`}>Gallery or artist name</label>
            <input id={`${id}-company`} type="text" maxLength={200} value={site.company} onChange={(e) => update({ company: e.target.value })} />
          </div>
          <ImageSetting label="Logo" hint="Without a logo, the header shows the name." image={site.logo ?? null} purpose="for the site’s logo" onChange={(logo) => update({ logo })} />
          <ImageSetting label="Site icon" hint="Shown in browser tabs and bookmarks. Without one, the site uses its first letter." image={site.icon ?? null} purpose="for the site’s icon" onChange={(icon) => update({ icon })} />
        </section>

        <section aria-labelledby={`${id}-contact`}>
          <h3 id={`${id}-contact`}>Contact details</h3>
          <p className="ed-field-hint">Shown in the footer where filled in.</p>
          {CONTACT_FIELDS.map(({ key, label, max }) => (
            <div className="ed-field" key={key}>
              <label htmlFor={`${id}-${key}`}>{label}</label>
              <input id={`${id}-${key}`} type={key === 'phone' ? 'tel' : 'text'} maxLength={max} value={site[key] ?? ''} onChange={(e) => update({ [key]: e.target.value })} />
            </div>
          ))}
          <ContactPageSetting contact={site.contact} update={update} />
        </section>

        <HoursSettings hours={site.hours} update={update} />

        <SellingSettings />

        <AnalyticsSettings site={site} update={update} />

        <ArtToolSettings site={site} update={update} />

        <PopupSettings site={site} update={update} />

        <section aria-labelledby={`${id}-css`}>
          <h3 id={`${id}-css`}>Custom CSS</h3>
          <div className="ed-field">
            <label htmlFor={`${id}-style`}>CSS added after the theme’s</label>
            <textarea
              id={`${id}-style`}
              className="ed-settings-css"
              rows={8}
              maxLength={50_000}
              spellCheck={false}
              value={site.style ?? ''}
              onChange={(e) => update({ style: e.target.value })}
            />
            <p className="ed-field-hint">For fine adjustments, such as .site-footer {'{'} letter-spacing: 1px {'}'}. It applies to every page.</p>
          </div>
        </section>

        <section aria-labelledby={`${id}-social`}>
          <h3 id={`${id}-social`}>Social profiles</h3>
          <p className="ed-field-hint">Each profile filled in is linked from the footer.</p>
          {SOCIAL_NETWORKS.map((network) => {
            const value = site.social?.[network] ?? '';
            const invalid = value !== '' && !isWebAddress(value);
            return (
              <div className="ed-field" key={network}>
                <label htmlFor={`${id}-${network}`}>{SOCIAL_LABELS[network]}</label>
                <input
                  id={`${id}-${network}`}
                  type="url"
                  placeholder="https://"
                  value={value}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-${network}-issue` : undefined}
                  onChange={(e) => {
                    const social = { ...site.social };
                    if (e.target.value) social[network] = e.target.value;
                    else delete social[network];
                    update({ social });
                  }}
                />
                {invalid && (
                  <p id={`${id}-${network}-issue`} className="ed-form-error" role="alert">
                    Enter a full web address, starting with https://.
                  </p>
                )}
              </div>
            );
          })}
        </section>
      </div>
    </ModalDialog>
  );
}

function ColorRow({ label, value, contrast, onChange }: { label: string; value: string; contrast: number | null; onChange: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const low = contrast !== null && contrast < AA_TEXT;
  return (
    <li className="ed-settings-color">
      <button type="button" className="ed-settings-swatch" aria-expanded={open} aria-label={`${label}: ${value}. ${open ? 'Close' : 'Change'} colour`} onClick={() => setOpen(!open)}>
        <span style={{ background: value }} />
      </button>
      <div>
        <label htmlFor={inputId}>{label}</label>
        <HexColorInput id={inputId} prefixed color={value} onChange={onChange} />
        {low && (
          <p className="ed-form-error">
            Contrast {contrast!.toFixed(1)}:1 against its background is hard to read; 4.5:1 is needed.
          </p>
        )}
      </div>
      {open && <HexColorPicker className="ed-settings-picker" color={value} onChange={onChange} />}
    </li>
  );
}

function ImageSetting({ label, hint, image, purpose, onChange }: { label: string; hint: string; image: ImageRef | null; purpose: string; onChange: (image: ImageRef | null) => void }) {
  const pickImage = useMediaDialog((s) => s.pickImage);
  const close = useMediaDialog((s) => s.close);
  return (
    <div className="ed-field">
      <span className="ed-field-label">{label}</span>
      {image ? <img className="ed-image-choice-preview" src={imageUrl(image, { width: 240 })} alt="" /> : <p className="ed-field-hint">{hint}</p>}
      <div className="ed-image-choice-actions">
        <button
          type="button"
          onClick={() =>
            pickImage(purpose, (item) => {
              onChange(imageRefOf(item));
              close();
            })
          }
        >
          {image ? `Replace ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
        </button>
        {image && (
          <button type="button" className="ed-quiet" onClick={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
    </div>
  );
}
