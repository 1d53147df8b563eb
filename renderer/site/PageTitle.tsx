import type { ImageRef } from '../../schema/catalogue';
import { imageSrcSet, imageUrl } from '../../schema/images';
import { useSite } from './context';

/**
 * The page title: in the classic theme a cover banner (the title, and a date where the page has one,
 * over the site's cover picture or the theme's own, which the stylesheet draws); in the other themes a heading. Nothing when the
 * page hides its title (isTitleVisible).
 */
export function PageTitle({ title, visible, date, cover: own }: { title: string; visible: boolean; date?: string; cover?: ImageRef | null }) {
  const { config } = useSite();
  if (!visible || !title.trim()) return null;
  if (config.layout !== 'classic') return <h1 className="page-title">{title}</h1>;
  // An exhibition or artist banner shows its own picture.
  const cover = own ?? config.cover;
  return (
    <div className="cover-banner">
      {cover && <img className="cover-banner__image" src={imageUrl(cover, { width: 1920 })} srcSet={imageSrcSet(cover)} sizes="100vw" alt="" />}
      <div className="cover-banner__text">
        <h1>{title}</h1>
        {date && <p className="cover-banner__date">{date}</p>}
      </div>
    </div>
  );
}
