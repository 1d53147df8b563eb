/** The inventory filter bar's styles, part of the site stylesheet (renderer/site/styles.ts). */
export const FILTER_BAR_CSS = `
.filter-bar{margin:0 0 32px}
.filter-bar__fields{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
.filter-bar__search,.filter-dropdown__button,.filter-price input{min-height:44px;padding:8px 12px;border:1px solid var(--muted);border-radius:var(--radius);font:inherit;background:var(--body-bg);color:var(--body-text)}
.filter-bar__search{flex:1 1 220px;max-width:360px}
.filter-dropdown{position:relative}
.filter-dropdown__button{cursor:pointer}
.filter-dropdown__button::after{content:"";display:inline-block;margin-left:8px;border:5px solid transparent;border-top-color:currentColor;vertical-align:-2px}
.filter-dropdown--open .filter-dropdown__button::after{border-top-color:transparent;border-bottom-color:currentColor;vertical-align:3px}
.filter-dropdown__panel{position:absolute;z-index:20;top:calc(100% + 4px);left:0;min-width:220px;max-width:calc(100vw - 32px);padding:12px 16px;background:var(--body-bg);color:var(--body-text);border:1px solid var(--line);border-radius:var(--radius);box-shadow:0 8px 24px rgba(0,0,0,.12)}
.filter-dropdown__panel[hidden]{display:none}
.filter-dropdown__panel fieldset{border:0;margin:0;padding:0;display:grid;gap:4px}
.filter-option{display:flex;align-items:center;gap:8px;min-height:32px;cursor:pointer}
.filter-swatch{width:16px;height:16px;border-radius:50%;border:1px solid var(--muted)}
.filter-swatch--red{background:#d32f2f}.filter-swatch--orange{background:#f57c00}.filter-swatch--yellow{background:#fbc02d}.filter-swatch--green{background:#388e3c}
.filter-swatch--blue{background:#1976d2}.filter-swatch--purple{background:#7b1fa2}.filter-swatch--black{background:#111}.filter-swatch--white{background:#fff}
.filter-price__field{display:grid;gap:4px}
.filter-price__hint{font-size:.875rem;color:var(--muted);margin:4px 0 0}
.filter-bar__clear{min-height:44px;padding:8px 4px;background:none;border:0;text-decoration:underline;color:inherit;font:inherit;cursor:pointer}
.filter-status:empty{display:none}
.filter-empty{color:var(--muted)}
@media (max-width:767px){.filter-bar__fields{position:relative}.filter-dropdown{position:static}.filter-dropdown__panel{left:0;right:0;max-width:none}}
`;
