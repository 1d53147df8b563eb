import { imageSrcSet, imageUrl } from '../../schema/images';
import { useSite } from './context';

/**
 * The classic theme's own cover picture, used until the owner sets one: a quiet dusk gradient with two
 * soft forms, drawn as SVG so it costs no request and is sharp at any size.
 */
export const DEFAULT_COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1600 600' preserveAspectRatio='xMidYMid slice'%3E%3Cdefs%3E%3ClinearGradient id='s' x1='0' y1='0' x2='1' y2='1'%3E%3Cstop offset='0' stop-color='%23544a40'/%3E%3Cstop offset='1' stop-color='%231f1c19'/%3E%3C/linearGradient%3E%3CradialGradient id='g' cx='.7' cy='.35' r='.5'%3E%3Cstop offset='0' stop-color='%23c9a27a' stop-opacity='.55'/%3E%3Cstop offset='1' stop-color='%23c9a27a' stop-opacity='0'/%3E%3C/radialGradient%3E%3C/defs%3E%3Crect width='1600' height='600' fill='url(%23s)'/%3E%3Crect width='1600' height='600' fill='url(%23g)'/%3E%3Ccircle cx='360' cy='470' r='260' fill='%23877462' fill-opacity='.25'/%3E%3C/svg%3E";

/**
 * The page title: in the classic theme a cover banner (the title, and a date where the page has one,
 * over the site's cover picture or the theme's own); in the other themes a heading. Nothing when the
 * page hides its title (isTitleVisible).
 */
export function PageTitle({ title, visible, date }: { title: string; visible: boolean; date?: string }) {
  const { config } = useSite();
  if (!visible || !title.trim()) return null;
  if (config.layout !== 'classic') return <h1 className="page-title">{title}</h1>;
  const cover = config.cover;
  return (
    <div className="cover-banner" style={cover ? undefined : { backgroundImage: `url("${DEFAULT_COVER}")` }}>
      {cover && <img className="cover-banner__image" src={imageUrl(cover, { width: 1920 })} srcSet={imageSrcSet(cover)} sizes="100vw" alt="" />}
      <div className="cover-banner__text">
        <h1>{title}</h1>
        {date && <p className="cover-banner__date">{date}</p>}
      </div>
    </div>
  );
}
