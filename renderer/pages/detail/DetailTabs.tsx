import type { ReactNode } from 'react';
import { anchorName } from '../../../schema/anchors';
import { DETAIL_TABS_ATTRIBUTE, TAB_ANCHOR_ATTRIBUTE } from '../../site/detail-scripts';

export interface DetailTab {
  label: string;
  content: ReactNode;
}

/**
 * The legacy artist tabs (spec §2 Content screens). Served as in-page links and every panel, so all
 * of it is there without JavaScript; the inline tabs script (detail-scripts.ts) makes them tabs. Each
 * panel's id is its anchor, the lower-cased label with the first space removed. A single tab is just
 * its section, with no tab list.
 */
export function DetailTabs({ tabs, label }: { tabs: DetailTab[]; label: string }) {
  if (tabs.length === 0) return null;
  const anchored = tabs.map((tab) => ({ ...tab, anchor: anchorName(tab.label) }));
  return (
    <div className="detail-tabs" {...(tabs.length > 1 ? { [DETAIL_TABS_ATTRIBUTE]: '' } : {})}>
      {tabs.length > 1 && (
        <nav className="detail-tabs__list" aria-label={label}>
          {anchored.map((tab) => (
            <a key={tab.anchor} className="detail-tabs__tab" href={`#${tab.anchor}`} {...{ [TAB_ANCHOR_ATTRIBUTE]: tab.anchor }}>
              {tab.label}
            </a>
          ))}
        </nav>
      )}
      {anchored.map((tab) => (
        <section key={tab.anchor} id={tab.anchor} className="detail-tabs__panel" aria-labelledby={`${tab.anchor}-heading`}>
          <h2 id={`${tab.anchor}-heading`} className="detail-tabs__heading">
            {tab.label}
          </h2>
          {tab.content}
        </section>
      ))}
    </div>
  );
}
