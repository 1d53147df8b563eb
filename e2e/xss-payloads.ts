import { expect, type Page } from '@playwright/test';

/**
 * Classic cross-site scripting payloads, for every field a visitor types (issue 17). Each one, were it
 * ever run, either opens a dialog (alert, confirm, prompt, print) or sets `window.__xss` (on the top
 * window too, from a frame), so a page that shows them can be checked with `watchForScript`. None has
 * a line break or spaces at either end (the forms trim), and each fits the longest text fields.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Script elements.
  '<script>alert(1)</script>',
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=data:,window.__xss=1></SCRIPT>',
  '<script src="data:text/javascript,alert(3)"></script>',
  '<scr<script>ipt>alert(4)</scr</script>ipt>',
  '</textarea><script>alert(5)</script>',
  '</title><script>alert(6)</script>',
  '</script><script>window.__xss=1</script>',
  // Event handlers on elements.
  '<img src=x onerror=alert(9)>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC=x OnErRoR=window.__xss=1>',
  '<img/src=x/onerror=alert(12)>',
  '<svg onload=alert(13)>',
  '<svg/onload=window.__xss=1>',
  '<svg><script>alert(15)</script></svg>',
  '<body onload=alert(16)>',
  '<iframe src=javascript:alert(17)>',
  '<iframe srcdoc="<script>top.__xss=1</script>">',
  '<details open ontoggle=window.__xss=1>',
  '<video><source onerror=alert(20)></video>',
  '<audio src=x onerror=window.__xss=1>',
  '<input autofocus onfocus=alert(22)>',
  '<select autofocus onfocus=window.__xss=1>',
  '<marquee onstart=alert(24)>x</marquee>',
  '<object data="javascript:alert(25)">',
  '<embed src="javascript:window.__xss=1">',
  '<math><mtext><img src=x onerror=alert(27)></mtext></math>',
  '<style onload=window.__xss=1></style>',
  // javascript: and data: addresses.
  'javascript:alert(29)',
  'JaVaScRiPt:window.__xss=1',
  '<a href="javascript:alert(31)" id=xss31>click</a>',
  '<a href="java&#x09;script:alert(32)">x</a>',
  '<form action="javascript:alert(33)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(34)">',
  'data:text/html,<script>alert(35)</script>',
  // Attribute breakouts.
  '"><img src=x onerror=alert(36)>',
  "'><svg onload=window.__xss=1>",
  '" onmouseover="alert(38)" autofocus onfocus="alert(38)',
  "' onfocus='window.__xss=1' autofocus '",
  '"/><script>alert(40)</script>',
  '`><img src=x onerror=window.__xss=1>',
  '" style="x:expression(alert(42))',
  // Template and framework syntax.
  "{{constructor.constructor('alert(43)')()}}",
  '{{$on.constructor("window.__xss=1")()}}',
  '${alert(45)}',
  '<%= alert(46) %>',
  '#{alert(47)}',
  '[[window.__xss=1]]',
  // Encoded variants.
  '&lt;img src=x onerror=alert(49)&gt;',
  '&#60;script&#62;alert(50)&#60;/script&#62;',
  '%3Cscript%3Ealert(51)%3C/script%3E',
  '\\u003cimg src=x onerror=alert(52)\\u003e',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(53)>',
  '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>',
  // Markup that could smuggle script in a mail client or an HTML sanitizer's blind spot.
  '<!--<img src="--><img src=x onerror=alert(55)//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<base href="javascript:alert(57)//">',
  '<link rel=import href="data:text/html,<script>alert(58)</script>">',
];

/** A payload cut to a field's length limit, or null when it would not be itself any more. */
export function fitting(payload: string, max: number): string | null {
  return payload.length <= max ? payload : null;
}

/**
 * Fails the page's test on any dialog a payload could open, and lets `expectNoScriptRan` ask afterwards
 * whether one set its flag. Call before the page loads anything.
 */
export async function watchForScript(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => (window as unknown as { __xssRan?: number }).__xssRan,
      set: (v: number) => {
        (window as unknown as { __xssRan?: number }).__xssRan = v;
      },
    });
  });
  return dialogs;
}

/** No dialog opened, no payload set its flag, and no element a payload would make is in `scope`. */
export async function expectNoScriptRan(page: Page, dialogs: string[], scope = 'body'): Promise<void> {
  expect(dialogs, 'dialogs opened by visitor text').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xssRan?: number }).__xssRan), 'window.__xss set by visitor text').toBeUndefined();
  const made = await page.evaluate((within) => {
    const attributes =
      'img[src="x"], svg[onload], iframe:not([sandbox]), details[ontoggle], [onerror], [onload], [onfocus], [onmouseover], [onbegin], [onstart], ' +
      'a[href^="javascript" i], a[href^="java" i], form[action^="javascript" i], object, embed, base, meta[http-equiv="refresh"], link[rel="import"], marquee, #xss31';
    const found = [...document.querySelectorAll(`${within} :is(${attributes})`)].map((e) => e.outerHTML.slice(0, 120));
    // The page's own scripts are its files and its data; a payload's would say what it does.
    for (const script of document.querySelectorAll(`${within} script:not([type="application/json"]):not([type="application/ld+json"])`)) {
      if (/alert\(|__xss|^data:/.test(`${script.textContent ?? ''}${script.getAttribute('src') ?? ''}`)) found.push(script.outerHTML.slice(0, 120));
    }
    return found;
  }, scope);
  expect(made, 'elements made from visitor text').toEqual([]);
}
