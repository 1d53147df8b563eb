import type { ReactNode } from 'react';
import type { Page } from '../../schema/document';
import { PagesContext } from '../blocks/page-context';
import { SubscribePopupIsland } from '../forms/SubscribePopupIsland';
import { SiteText } from '../texts';
import { Footer } from './Footer';
import { Header } from './Header';

export const MAIN_ID = 'main';

/**
 * The frame of every visitor page: skip link, header, the main landmark and the footer, and the site
 * settings' subscribe popup unless a Subscribe Popup block of the page or its header or footer replaces it.
 */
export function SiteLayout({
  pages,
  currentPageId,
  year,
  popupReplaced = false,
  children,
}: {
  pages: Page[];
  currentPageId: string | null;
  year: number;
  popupReplaced?: boolean;
  children: ReactNode;
}) {
  return (
    // Blocks that link to a page or show its title, in the header and footer too, find the pages here.
    <PagesContext.Provider value={{ pages, currentPageId }}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {SiteText.skipToMain}
      </a>
      <div className="site-shell">
        <Header pages={pages} currentPageId={currentPageId} />
        <main id={MAIN_ID} className="site-main" tabIndex={-1}>
          {children}
        </main>
        <Footer pages={pages} year={year} />
      </div>
      <SubscribePopupIsland replaced={popupReplaced} />
    </PagesContext.Provider>
  );
}
