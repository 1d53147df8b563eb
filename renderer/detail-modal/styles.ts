/**
 * The detail modal: nearly the whole window on a computer, all of it on a phone; its bar of Previous,
 * Next and Close stays at the top while the work's page scrolls under it. Part of the site stylesheet
 * (through the lists' styles), so the first click has nothing more to fetch but the modal's script.
 */
export const DETAIL_MODAL_CSS = `
dialog.detail-modal{width:min(1200px,calc(100% - 48px));max-width:none;height:calc(100% - 48px);max-height:none;margin:auto;padding:0;border:0;border-radius:8px;color:var(--body-text);background:var(--body-bg);box-shadow:0 24px 64px rgba(0,0,0,.25);overflow:auto;overscroll-behavior:contain}
dialog.detail-modal::backdrop{background:rgba(0,0,0,.6)}
.detail-modal__bar{position:sticky;top:0;z-index:3;display:flex;justify-content:flex-end;gap:8px;padding:12px 16px;background:var(--body-bg);border-bottom:1px solid var(--line)}
.detail-modal__button{min-width:44px;height:44px;padding:0 12px;border-radius:22px;border:1px solid var(--body-heading);background:var(--body-bg);color:var(--body-heading);font:inherit;font-size:1rem;line-height:1;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;gap:6px}
.detail-modal__button>span[aria-hidden]{font-size:1.5rem}
.detail-modal__button:hover{background:var(--surface)}
.detail-modal__close{margin-left:8px}
.detail-modal__status{padding:24px var(--page-pad);margin:0;color:var(--muted)}
.detail-modal__content{padding:24px var(--page-pad) 48px}
@media (max-width:767px){dialog.detail-modal{width:100%;height:100%;border-radius:0}}
`;
