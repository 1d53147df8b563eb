// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import type { Block } from '../../../schema/document';
import { SiteRenderContext } from '../../site/context';
import { site } from '../../testing/fixtures';
import { renderBlocks } from '../registry';
import { tabAnchor } from './anchors';
import { TABS_SCRIPT } from './script';

/** The tabs block as a visitor gets it: the server's markup, then the tabs script run on it. */

const words = (id: string, text: string): Block => ({ id, type: BlockType.Button, config: { text } });
/** A block that draws nothing for visitors (a video without a link), as an empty list does. */
const nothing = (id: string): Block => ({ id, type: BlockType.Video, config: {} });
const tab = (id: string, name: string, blocks?: Block[], anchorName = ''): Block => ({ id, type: BlockType.Tab, config: { name, anchorName }, blocks });
const tabsBlock = (tabs: Block[]): Block[] => [{ id: 'tabs', type: BlockType.Tabs, config: {}, blocks: tabs }];

function html(blocks: Block[]): string {
  return renderToStaticMarkup(<SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>{renderBlocks(blocks, 'visitor')}</SiteRenderContext.Provider>);
}

/** Loads the page at `hash` and runs the script as the browser does once the document is read. */
function visit(blocks: Block[], hash = '', beforeScript?: () => void) {
  history.replaceState(null, '', `/about${hash}`);
  document.body.innerHTML = html(blocks);
  beforeScript?.();
  new Function(TABS_SCRIPT)();
}

const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('[role=tab]')];
const shown = () => buttons().filter((b) => !b.hidden).map((b) => b.textContent);
const selected = () => buttons().find((b) => b.getAttribute('aria-selected') === 'true')?.textContent;
const openPanels = () => [...document.querySelectorAll<HTMLElement>('.block-tab')].filter((p) => !p.hidden).map((p) => p.dataset.tabName);

const STORY = [tab('t-story', 'Our Story', [words('b1', 'Founded 1990')]), tab('t-press', 'Press', [words('b2', 'Reviews')]), tab('t-cv', 'Curriculum Vitae', [words('b3', 'CV')], 'cv')];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a tab’s anchor', () => {
  it('is the owner’s anchor name, else the label in lower case without its first space, else the tab’s id', () => {
    expect(tabAnchor('cv', 'Curriculum Vitae', 't1')).toBe('cv');
    expect(tabAnchor('', 'Past Shows Here', 't1')).toBe('pastshows here');
    expect(tabAnchor('  ', '  ', 't1')).toBe('t1');
  });
});

describe('the tabs block for visitors', () => {
  it('drops tabs without blocks, and draws nothing when no tab has any', () => {
    const out = html(tabsBlock([tab('a', 'Our Story', [words('b', 'Hi')]), tab('b', 'Nothing Here')]));
    expect(out).toContain('data-tab-anchor="ourstory"');
    expect(out).not.toContain('Nothing Here');
    expect(html(tabsBlock([tab('a', 'Our Story'), tab('b', 'Press')]))).toBe('');
  });

  it('selects the first tab when the address has no hash, and shows only its panel', () => {
    visit(tabsBlock(STORY));
    expect(shown()).toEqual(['Our Story', 'Press', 'Curriculum Vitae']);
    expect(selected()).toBe('Our Story');
    expect(openPanels()).toEqual(['Our Story']);
  });

  it('selects the tab the hash names: its anchor name, its default anchor (encoded), or its id', () => {
    visit(tabsBlock(STORY), '#cv');
    expect(selected()).toBe('Curriculum Vitae');
    visit(tabsBlock(STORY), '#press');
    expect(selected()).toBe('Press');
    visit(tabsBlock([tab('c', 'Now', [words('d', 'y')]), tab('a', 'Past Shows Here', [words('b', 'x')])]), '#pastshows%20here');
    expect(selected()).toBe('Past Shows Here');
    visit(tabsBlock(STORY), '#t-press');
    expect(selected()).toBe('Press');
  });

  it('falls back to the first visible tab for a hash naming no tab', () => {
    visit(tabsBlock(STORY), '#nothing');
    expect(selected()).toBe('Our Story');
  });

  it('hides a tab whose blocks show nothing, and selects the first visible one, even when the hash names the hidden one', () => {
    const tabs = [tab('t-empty', 'Upcoming', [nothing('v')]), ...STORY];
    visit(tabsBlock(tabs), '#upcoming');
    expect(shown()).toEqual(['Our Story', 'Press', 'Curriculum Vitae']);
    expect(selected()).toBe('Our Story');
    expect(openPanels()).toEqual(['Our Story']);
  });

  it('hides the whole block when every tab shows nothing', () => {
    visit(tabsBlock([tab('a', 'Upcoming', [nothing('v1')]), tab('b', 'Past', [nothing('v2')])]));
    expect(document.querySelector<HTMLElement>('[data-tabs]')!.hidden).toBe(true);
  });

  it('writes the chosen tab’s anchor to the hash, encoded, and keeps the visitor’s choice as content arrives', () => {
    visit(tabsBlock([tab('a', 'Now', [words('b', 'x')]), tab('c', 'Past Shows Here', [words('d', 'y')])]), '#now');
    buttons()[1].click();
    expect(location.hash).toBe('#pastshows%20here');
    expect(openPanels()).toEqual(['Past Shows Here']);
    vi.advanceTimersByTime(600);
    expect(selected()).toBe('Past Shows Here');
  });

  it('selects the tab a later hash names (an in-page link)', () => {
    visit(tabsBlock(STORY));
    location.hash = '#cv';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(selected()).toBe('Curriculum Vitae');
    expect(openPanels()).toEqual(['Curriculum Vitae']);
  });

  it('selects the hash’s tab once its content arrives, unless the visitor has chosen one by then', () => {
    let content = '';
    const press = () => document.querySelector<HTMLElement>('[data-tab-id="t-press"] .block-tab__content')!;
    const loadsLate = () => {
      content = press().innerHTML;
      press().innerHTML = '';
    };
    visit(tabsBlock(STORY), '#press', loadsLate);
    expect(selected()).toBe('Our Story');
    press().innerHTML = content;
    vi.advanceTimersByTime(500);
    expect(selected()).toBe('Press');

    visit(tabsBlock(STORY), '#press', loadsLate);
    buttons()[2].click();
    press().innerHTML = content;
    vi.advanceTimersByTime(500);
    expect(selected()).toBe('Curriculum Vitae');
  });
});
