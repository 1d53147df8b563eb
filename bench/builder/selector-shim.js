/* global window, Document, Element */
// Init script for the builder bench, added before the peers' probe (/work/shared/bench/peers/scripts/probe.js).
// The probe looks for `p.bench-block` and `#settings-text`; our builder names the same things
// `div.cb-block[data-block-type="text"]` (in the canvas iframe) and the inspector's text field, a rich-text
// editor (contenteditable) whose `value` for the probe is its text. Playwright
// runs init scripts in every frame, the srcdoc canvas included, so each realm maps exactly these two
// selector strings in its own querySelector / querySelectorAll. Nothing else changes.
// `:not(.drag-shadow)`: while a drag runs, Craft appends a clone of the dragged block (class
// drag-shadow) to the TOP document's body for setDragImage. In the peers' Craft app that clone comes
// after the N blocks in the same document, so block #i is still block #i; in ours it would be the only
// block in the top document, which the probe searches first, and hide the canvas's N blocks.
(() => {
  if (window.__benchSelectorShim) return;
  window.__benchSelectorShim = true;
  const MAP = new Map([
    ['p.bench-block', 'div.cb-block[data-block-type="text"]:not(.drag-shadow)'],
    ['#settings-text', 'aside[aria-label="Block settings"] [data-rich-text-field]'],
  ]);
  // The probe reads the field's `value`, as it would a textarea's.
  const withValue = (el) => {
    if (el && !('value' in el)) Object.defineProperty(el, 'value', { configurable: true, get: () => el.textContent });
    return el;
  };
  for (const proto of [Document.prototype, Element.prototype]) {
    for (const name of ['querySelector', 'querySelectorAll']) {
      const original = proto[name];
      Object.defineProperty(proto, name, {
        configurable: true,
        writable: true,
        value: function (selector) {
          const mapped = typeof selector === 'string' ? MAP.get(selector) : undefined;
          const found = original.call(this, mapped === undefined ? selector : mapped);
          if (selector !== '#settings-text') return found;
          return name === 'querySelector' ? withValue(found) : (found.forEach(withValue), found);
        },
      });
    }
  }
})();
