// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_BAR_ATTRIBUTE, SEARCH_FORM_ATTRIBUTE, SEARCH_SCRIPT } from './search-script';

/** The search forms' inline script, run as the browser runs it on server-rendered markup. */

const run = () => new Function(SEARCH_SCRIPT)();

const MARKUP = `<details ${SEARCH_BAR_ATTRIBUTE}=""><summary>Search</summary>
<form id="bar" ${SEARCH_FORM_ATTRIBUTE}="" action="/search"><input name="q" id="bar-q"><button>Search</button></form></details>
<form id="page" ${SEARCH_FORM_ATTRIBUTE}="" action="/search"><input name="q" id="page-q" value="already"><button>Search</button></form>`;

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Submits a form as a click on its button would, and says whether the browser would go on. */
function submit(id: string): boolean {
  const event = new Event('submit', { cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return !event.defaultPrevented;
}

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the search script', () => {
  it('fills an empty search field with q from the address, and leaves a filled one as it is', () => {
    history.replaceState(null, '', '/art/3?sub=demo&q=Iber%C3%AA%20Camargo');
    document.body.innerHTML = MARKUP;
    run();
    expect(field('bar-q').value).toBe('Iberê Camargo');
    expect(field('page-q').value).toBe('already');
  });

  it('submits only when the field holds more than spaces, and sends the words trimmed', () => {
    document.body.innerHTML = MARKUP;
    run();
    field('bar-q').value = '   ';
    expect(submit('bar')).toBe(false);
    expect(field('bar-q').value).toBe('');
    expect(document.activeElement).toBe(field('bar-q'));
    field('bar-q').value = '  turner ';
    expect(submit('bar')).toBe(true);
    expect(field('bar-q').value).toBe('turner');
  });

  it('puts the cursor in the bar’s field when it opens, and closes it on Escape', async () => {
    document.body.innerHTML = MARKUP;
    run();
    const bar = document.querySelector('details')!;
    bar.open = true;
    bar.dispatchEvent(new Event('toggle'));
    expect(document.activeElement).toBe(field('bar-q'));
    field('bar-q').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(bar.open).toBe(false);
    expect(document.activeElement).toBe(bar.querySelector('summary'));
  });
});
