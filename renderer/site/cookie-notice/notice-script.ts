import { CONSENT_COOKIE, CONSENT_EVENT, CONSENT_MAX_AGE_SECONDS } from './consent';

/**
 * The cookie notice's behaviour, in plain ES5 inline script so pages without islands still ship no
 * framework (as the menu script in ../inline-scripts.ts). Pages are cached for every visitor alike, so
 * the server sends the notice hidden and this script shows it when the consent cookie is not set. Accept
 * (CONTINUE) and reject both store the answer as writeConsent does (consent.ts), hide the notice and fire
 * CONSENT_EVENT. While the notice is shown at the bottom, the page gets room below its end to scroll
 * clear of it, so nothing at the foot of a page stays hidden under it. Its height is read when a
 * ResizeObserver reports it, after the browser's own layout, never while the page is parsed: a read
 * there forces the whole page's first layout into the parser's task (some 100 ms on a desktop, four
 * times that on a slow phone). The cookie policy buttons (blocks a page may hold anywhere) answer the same way, also once the notice is answered, so a visitor can
 * change their mind; each says beside itself what was kept. A keyboard user who answered in the notice
 * goes on from the page's main content, where they were reading: focus moves there without scrolling.
 */
export const COOKIE_NOTICE_ATTRIBUTE = 'data-cookie-notice';
/** On each of the notice's buttons, and on a cookie policy button: the consent it gives. */
export const CONSENT_BUTTON_ATTRIBUTE = 'data-consent';
/** On a cookie policy button: what its status line says once it is pressed. */
export const CONSENT_SAID_ATTRIBUTE = 'data-consent-said';
/** The status line beside a cookie policy button. */
export const CONSENT_STATUS_ATTRIBUTE = 'data-consent-status';

export const COOKIE_NOTICE_SCRIPT = `(function(){var d=document,n=d.querySelector('[${COOKIE_NOTICE_ATTRIBUTE}]'),c=d.cookie.split(';'),answered=false;
for(var i=0;i<c.length;i++)if(c[i].replace(/^\\s+/,'').indexOf(${JSON.stringify(`${CONSENT_COOKIE}=`)})===0)answered=true;
var bottom=!!n&&/--b[lcr]\\b/.test(n.className);function room(){d.body.style.paddingBottom=bottom&&!n.hidden?(n.offsetHeight+32)+'px':''}
if(n&&!answered){n.hidden=false;if(bottom){if(window.ResizeObserver)new ResizeObserver(room).observe(n);else{room();window.addEventListener('resize',room)}}}
d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[${CONSENT_BUTTON_ATTRIBUTE}]');if(!b)return;var v=b.getAttribute('${CONSENT_BUTTON_ATTRIBUTE}'),inNotice=!!n&&n.contains(b),had=inNotice&&n.contains(d.activeElement);
d.cookie=${JSON.stringify(`${CONSENT_COOKIE}=`)}+v+'; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');
if(n&&!n.hidden){n.hidden=true;room();window.removeEventListener('resize',room)}
if(had){var m=d.getElementById('main');if(m)m.focus({preventScroll:true})}
var s=!inNotice&&b.parentNode.querySelector('[${CONSENT_STATUS_ATTRIBUTE}]');if(s)s.textContent=b.getAttribute('${CONSENT_SAID_ATTRIBUTE}')||'';
var ev;try{ev=new CustomEvent(${JSON.stringify(CONSENT_EVENT)},{detail:v})}catch(x){ev=d.createEvent('CustomEvent');ev.initCustomEvent(${JSON.stringify(CONSENT_EVENT)},false,false,v)}window.dispatchEvent(ev)})})();`;
