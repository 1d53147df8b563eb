/**
 * The cookie notice's look: at most 400 px wide (spec §2), 16 px from the edges it is placed against,
 * in the theme's own colours, above the page and below any modal dialog (those sit in the top layer).
 */
export const COOKIE_NOTICE_CSS = `
.cookie-notice{position:fixed;z-index:60;box-sizing:border-box;width:calc(100% - 32px);max-width:400px;margin:0;padding:20px 24px;background:var(--body-bg);color:var(--body-text);border:1px solid var(--line);border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.18)}
.cookie-notice[hidden]{display:none}
.cookie-notice--tl,.cookie-notice--tc,.cookie-notice--tr{top:16px}
.cookie-notice--ml,.cookie-notice--mc,.cookie-notice--mr{top:50%;transform:translateY(-50%)}
.cookie-notice--bl,.cookie-notice--bc,.cookie-notice--br{bottom:16px}
.cookie-notice--tl,.cookie-notice--ml,.cookie-notice--bl{left:16px}
.cookie-notice--tr,.cookie-notice--mr,.cookie-notice--br{right:16px}
.cookie-notice--tc,.cookie-notice--bc{left:50%;transform:translateX(-50%)}
.cookie-notice--mc{left:50%;transform:translate(-50%,-50%)}
.cookie-notice__title{font-size:1.125rem;margin:0 0 8px}
.cookie-notice__text{margin:0 0 16px;font-size:.9375rem}
.cookie-notice__actions{display:flex;flex-wrap:wrap;gap:12px}
.cookie-notice__actions .button{flex:1 1 120px}
.cookie-notice__blocks{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
.cookie-notice__blocks>*{flex:1 1 100%;margin:0}
.cookie-notice__blocks>.block-text{font-size:.9375rem}
.cookie-notice__blocks>.block-text p{margin:0}
.cookie-notice__blocks>.block-button,.cookie-notice__blocks>.block-cookie-button{flex:1 1 120px}
.cookie-notice__blocks .block-cookie-button__status:empty{display:none}
.cookie-notice--canvas{position:static;margin:24px 0}
`;
