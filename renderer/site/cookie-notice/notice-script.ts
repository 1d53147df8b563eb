import { CONSENT_COOKIE, CONSENT_EVENT, CONSENT_MAX_AGE_SECONDS } from './consent';

/**
 * The cookie notice's behaviour, in plain ES5 inline script so pages without islands still ship no
 * framework (as the menu script in ../inline-scripts.ts). Pages are cached for every visitor alike, so
 * the server sends the notice hidden and this script shows it when the consent cookie is not set. Accept
 * (CONTINUE) and reject both store the answer as writeConsent does (consent.ts), hide the notice and fire
 * CONSENT_EVENT. While the notice is shown at the bottom, the page gets room below its end to scroll
 * clear of it, so nothing at the foot of a page stays hidden under it.
 */
export const COOKIE_NOTICE_ATTRIBUTE = 'data-cookie-notice';
/** On each of the notice's buttons: the consent it gives. */
export const CONSENT_BUTTON_ATTRIBUTE = 'data-consent';

export const COOKIE_NOTICE_SCRIPT = `(function(){var d=document,n=d.querySelector('[${COOKIE_NOTICE_ATTRIBUTE}]'),c=d.cookie.split(';');if(!n)return;
for(var i=0;i<c.length;i++)if(c[i].replace(/^\\s+/,'').indexOf(${JSON.stringify(`${CONSENT_COOKIE}=`)})===0)return;
var bottom=/--b[lcr]\\b/.test(n.className);function room(){d.body.style.paddingBottom=bottom&&!n.hidden?(n.offsetHeight+32)+'px':''}
n.hidden=false;room();window.addEventListener('resize',room);
n.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[${CONSENT_BUTTON_ATTRIBUTE}]');if(!b)return;var v=b.getAttribute('${CONSENT_BUTTON_ATTRIBUTE}'),had=n.contains(d.activeElement);
d.cookie=${JSON.stringify(`${CONSENT_COOKIE}=`)}+v+'; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');
n.hidden=true;room();window.removeEventListener('resize',room);
if(had){var m=d.getElementById('main');if(m)m.focus()}
var ev;try{ev=new CustomEvent(${JSON.stringify(CONSENT_EVENT)},{detail:v})}catch(x){ev=d.createEvent('CustomEvent');ev.initCustomEvent(${JSON.stringify(CONSENT_EVENT)},false,false,v)}window.dispatchEvent(ev)})})();`;
