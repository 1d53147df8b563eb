import type { InventoryImage } from '../../../schema/api/content';
import { PageTitle } from '../../site/PageTitle';
import { useSite } from '../../site/context';

/**
 * The heading of a detail page (spec §2 Page presentation): the classic theme's cover banner, with
 * the exhibition's dates and over the item's own picture where it has one; in the other themes the
 * page's own heading. `hidden` keeps the heading for screen readers and search engines only (the
 * artist heading on artist sites). Nothing when there is no title.
 */
export function DetailTitle({ title, date, cover, hidden = false }: { title: string; date?: string; cover?: InventoryImage | null; hidden?: boolean }) {
  const { config } = useSite();
  if (!title.trim()) return null;
  if (hidden) return <h1 className="visually-hidden">{title}</h1>;
  if (isBannerTheme(config.layout)) return <PageTitle title={title} visible date={date || undefined} cover={cover} />;
  return (
    <header className="detail-title">
      <h1 className="detail-title__heading">{title}</h1>
      {date && <p className="detail-title__date">{date}</p>}
    </header>
  );
}

/** The classic theme puts titles in a cover banner; detail pages then leave their cover out of the body. */
export function isBannerTheme(layout: string): boolean {
  return layout === 'classic';
}
