/**
 * The search forms, in plain ES5 inline script (no framework on content pages), following the spec's
 * search bar:
 * - every search field left empty is filled with q from the address (the page's own field already is);
 * - a form submits only when its field holds more than spaces (without script, `required` and the
 *   pattern refuse an empty field);
 * - the header's bar (a <details>, so it opens without script too) puts the cursor in its field when it
 *   slides down, and Escape closes it again.
 */
export const SEARCH_FORM_ATTRIBUTE = 'data-search-form';
export const SEARCH_BAR_ATTRIBUTE = 'data-search-bar';

export const SEARCH_SCRIPT = `(function(){var d=document,q='';try{q=new URLSearchParams(location.search).get('q')||''}catch(x){}
var f=d.querySelectorAll('[${SEARCH_FORM_ATTRIBUTE}]');for(var i=0;i<f.length;i++)(function(form){var input=form.querySelector('input[name="q"]');if(!input)return;if(!input.value&&q)input.value=q;
form.addEventListener('submit',function(e){var v=input.value.replace(/^\\s+|\\s+$/g,'');if(!v){e.preventDefault();input.value='';input.focus();return}input.value=v})})(f[i]);
var b=d.querySelectorAll('[${SEARCH_BAR_ATTRIBUTE}]');for(var j=0;j<b.length;j++)(function(bar){var s=bar.querySelector('summary'),input=bar.querySelector('input[name="q"]');
bar.addEventListener('toggle',function(){if(bar.open&&input){input.focus();try{input.setSelectionRange(input.value.length,input.value.length)}catch(x){}}});
bar.addEventListener('keydown',function(e){if(e.key==='Escape'&&bar.open){bar.open=false;if(s)s.focus()}})})(b[j])})();`;
