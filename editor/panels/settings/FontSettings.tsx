import { useId, useState } from 'react';
import type { SiteConfig } from '../../../schema';
import {
  FONT_FAMILIES,
  FONT_HREF_MESSAGE,
  FONT_NAME_MAX,
  FONT_NAME_MESSAGE,
  isCustomFont,
  isFontName,
  isFontStylesheetAddress,
  type CustomFont,
  type FontCategory,
  type FontChoice,
} from '../../../schema/fonts';

/**
 * The site settings' fonts: a heading font and a body font, each the theme's, one of the families the
 * product serves, or the owner's own font (a family name and its stylesheet's address).
 */

const THEME_DEFAULT = '';
const CUSTOM = 'custom';

const GROUPS: { category: FontCategory; label: string }[] = [
  { category: 'serif', label: 'Serif' },
  { category: 'display', label: 'Display, for headings' },
  { category: 'sans-serif', label: 'Sans-serif' },
];

export function FontSettings({ site, update }: { site: SiteConfig; update: (patch: Partial<SiteConfig>) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-fonts`}>
      <h3 id={`${id}-fonts`}>Fonts</h3>
      <FontPicker label="Heading font" value={site.headerFont} onChange={(headerFont) => update({ headerFont })} />
      <FontPicker label="Body font" value={site.bodyFont} onChange={(bodyFont) => update({ bodyFont })} />
    </section>
  );
}

function FontPicker({ label, value, onChange }: { label: string; value: FontChoice | undefined; onChange: (value: FontChoice | undefined) => void }) {
  const id = useId();
  // What was typed for a custom font, so choosing a served family and coming back keeps it.
  const [typed, setTyped] = useState<CustomFont>(value && isCustomFont(value) ? value : { name: '', href: '' });
  const custom = value && isCustomFont(value) ? value : null;
  const selected = !value ? THEME_DEFAULT : isCustomFont(value) ? CUSTOM : value.id;

  const choose = (option: string) => {
    if (option === THEME_DEFAULT) onChange(undefined);
    else if (option === CUSTOM) onChange(typed);
    else onChange({ id: option });
  };
  const edit = (patch: Partial<CustomFont>) => {
    const next = { ...typed, ...custom, ...patch };
    setTyped(next);
    onChange(next);
  };

  return (
    <div className="ed-field">
      <label htmlFor={`${id}-family`}>{label}</label>
      <select id={`${id}-family`} value={selected} onChange={(e) => choose(e.target.value)}>
        <option value={THEME_DEFAULT}>Theme default</option>
        {GROUPS.map(({ category, label: groupLabel }) => (
          <optgroup key={category} label={groupLabel}>
            {FONT_FAMILIES.filter((f) => f.category === category).map((f) => (
              <option key={f.id} value={f.id}>
                {f.family}
              </option>
            ))}
          </optgroup>
        ))}
        <option value={CUSTOM}>Custom font…</option>
      </select>
      {custom && (
        <>
          <CustomFontField
            id={`${id}-name`}
            label="Font name"
            hint="The family name its stylesheet declares, such as Futura PT."
            value={custom.name}
            maxLength={FONT_NAME_MAX}
            invalid={custom.name !== '' && !isFontName(custom.name)}
            message={FONT_NAME_MESSAGE}
            onChange={(name) => edit({ name })}
          />
          <CustomFontField
            id={`${id}-href`}
            label="Stylesheet address"
            hint="The https address of the stylesheet that declares the font."
            type="url"
            placeholder="https://"
            value={custom.href}
            maxLength={2000}
            invalid={custom.href !== '' && !isFontStylesheetAddress(custom.href)}
            message={FONT_HREF_MESSAGE}
            onChange={(href) => edit({ href })}
          />
        </>
      )}
    </div>
  );
}

interface CustomFontFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  invalid: boolean;
  message: string;
  type?: 'text' | 'url';
  placeholder?: string;
  onChange: (value: string) => void;
}

function CustomFontField({ id, label, hint, value, maxLength, invalid, message, type = 'text', placeholder, onChange }: CustomFontFieldProps) {
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        placeholder={placeholder}
        maxLength={maxLength}
        spellCheck={false}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-issue` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      {invalid ? (
        <p id={`${id}-issue`} className="ed-form-error" role="alert">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="ed-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
