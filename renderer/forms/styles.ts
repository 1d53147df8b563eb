/**
 * The forms' styles beyond the site's own (.popup, .form-field, .form-error, .button in site/styles.ts):
 * the wide offer popup, field flags, the hidden honeypot, the share links and the form blocks. Popups add
 * them to the page with their code when first opened; form blocks carry them in the page.
 */
export const FORMS_CSS = `
dialog.popup--wide{max-width:900px}
dialog.popup{max-height:calc(100% - 32px);overflow:auto}
.popup__close{position:absolute;top:8px;right:8px;min-width:44px;min-height:44px;border:0;background:none;font:inherit;font-size:1.5rem;line-height:1;color:inherit;cursor:pointer;border-radius:var(--radius)}
.popup__header{position:relative;padding-right:40px}
.visitor-form{display:grid;gap:16px}
.visitor-form__grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:16px}
.form-field__flag{margin:0;color:var(--danger);font-size:.875rem}
.form-field input[aria-invalid=true],.form-field textarea[aria-invalid=true],.form-field select[aria-invalid=true]{border-color:var(--danger)}
.form-field select{font:inherit;color:var(--body-text);background:var(--body-bg);border:1px solid var(--muted);border-radius:var(--radius);padding:10px 12px;min-height:44px;width:100%}
.form-field textarea{min-height:120px;resize:vertical}
.form-hint{margin:0;color:var(--muted);font-size:.9375rem}
.form-status{margin:0;font-weight:600}
.form-honeypot{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.share-links{display:grid;gap:12px}
.share-links .button{width:100%}
.art-actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:12px}
.form-block{display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}
.form-block--panel{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}
.form-block__panel{display:grid;gap:12px;align-content:start}
.form-block__panel h3{margin:0;font-size:1.125rem}
.form-block__panel p,.form-block__panel dl{margin:0}
.form-block__map{width:100%;aspect-ratio:4/3;border:0}
.form-block__messages{display:grid;gap:12px}
.form-message-preview{display:grid;gap:4px}
.form-message-preview__when{margin:0;font-size:.8125rem;color:var(--muted)}
.subscribe-popup-preview{display:grid;gap:8px;justify-items:center}
.subscribe-popup-preview__box{width:100%;max-width:500px;box-sizing:border-box;padding:24px;border:1px solid var(--line);border-radius:8px;background:var(--body-bg)}
.subscribe-popup-preview__box h2{margin:0}
@media (max-width:767px){.form-block--panel{grid-template-columns:1fr}}
`;

/** The attribute that marks the forms' style element, whether a form block drew it or a popup added it. */
export const FORMS_STYLE_ATTRIBUTE = 'data-visitor-forms';

/** Adds FORMS_CSS to the page once. */
export function ensureFormStyles(): void {
  if (typeof document === 'undefined' || document.querySelector(`style[${FORMS_STYLE_ATTRIBUTE}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(FORMS_STYLE_ATTRIBUTE, '');
  style.textContent = FORMS_CSS;
  document.head.append(style);
}
