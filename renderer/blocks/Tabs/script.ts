/**
 * The tabs script (spec §4 Tabs block), plain ES5 so content pages ship no framework. It turns the
 * server's panels into tabs:
 * - a tab whose panel shows nothing (its lists came back empty) is hidden, and a block left with no
 *   visible tab hides itself;
 * - until the visitor picks a tab, the visible tab the address's hash names (its anchor first, else its
 *   id) is chosen, else the active one while it stays visible, else the first visible one;
 * - picking a tab writes its anchor to the hash (replaceState, no jump); a later hash change (an in-page
 *   link) picks the tab it names; the arrow keys, Home and End move between the visible tabs.
 * The check runs again every 500 ms for a few seconds while content may still be arriving.
 */
export const TABS_SCRIPT = `var seen=function(p){var c=p.querySelector('.block-tab__content');if(!c)return false;if(c.querySelector('img,video,iframe,svg,input,select,textarea,button,a'))return true;return (c.textContent||'').trim()!==''};
var hashed=function(){var h=location.hash.slice(1);try{h=decodeURIComponent(h)}catch(e){}return h};
var named=function(tabs,h){if(!h)return null;var v=tabs.filter(function(x){return !x.b.hidden});return v.filter(function(x){return x.p.getAttribute('data-tab-anchor')===h})[0]||v.filter(function(x){return x.p.getAttribute('data-tab-id')===h})[0]||null};
var choose=function(tabs,panel,write){tabs.forEach(function(x){var on=x.p===panel;x.b.setAttribute('aria-selected',String(on));x.b.tabIndex=on?0:-1;x.p.hidden=!on});if(write)history.replaceState(history.state,'','#'+encodeURIComponent(panel.getAttribute('data-tab-anchor')||panel.id))};
var setup=function(t){var list=t.querySelector(':scope>.block-tabs__list');var panels=[].slice.call(t.querySelectorAll(':scope>.block-tab'));var picked=false;list.textContent='';var tabs=[];
panels.forEach(function(p){var b=document.createElement('button');b.type='button';b.setAttribute('role','tab');b.id=p.id+'-tab';b.textContent=p.getAttribute('data-tab-name');b.setAttribute('aria-controls',p.id);p.setAttribute('role','tabpanel');p.setAttribute('aria-labelledby',b.id);p.removeAttribute('aria-label');p.tabIndex=0;var h=p.querySelector(':scope>.block-tab__heading');if(h)h.hidden=true;list.appendChild(b);tabs.push({b:b,p:p});
b.addEventListener('click',function(){picked=true;choose(tabs,p,true)});
b.addEventListener('keydown',function(e){var v=tabs.filter(function(x){return !x.b.hidden});var i=v.map(function(x){return x.b}).indexOf(b);var n=e.key==='ArrowRight'?i+1:e.key==='ArrowLeft'?i-1:e.key==='Home'?0:e.key==='End'?v.length-1:-2;if(n===-2)return;e.preventDefault();var x=v[(n+v.length)%v.length];picked=true;choose(tabs,x.p,true);x.b.focus()})});
list.hidden=false;
var check=function(){tabs.forEach(function(x){var on=seen(x.p);x.b.hidden=!on;if(!on)x.p.hidden=true});var visible=tabs.filter(function(x){return !x.b.hidden});t.hidden=visible.length===0;var active=tabs.filter(function(x){return x.b.getAttribute('aria-selected')==='true'})[0];var want=(!picked&&named(tabs,hashed()))||(active&&!active.b.hidden?active:visible[0]);if(want&&want!==active)choose(tabs,want.p,false)};
check();var n=0;var again=setInterval(function(){check();if(++n>=10)clearInterval(again)},500);
window.addEventListener('hashchange',function(){var x=named(tabs,hashed());if(x){picked=true;choose(tabs,x.p,false)}})};
var all=document.querySelectorAll('[data-tabs]');for(var i=0;i<all.length;i++)setup(all[i]);`;
