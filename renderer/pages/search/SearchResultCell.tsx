import { postDate, type PostDateStyle } from '../../../schema/dates';
import { SearchType } from '../../../schema/enums';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import type { SearchResult } from '../../../schema/api/search';
import { siteHref, type LinkParams } from '../../site/links';
import { SearchText } from '../../texts';

/** What a result cell is told besides its result; all of it travels as island props. */
export interface ResultCellContext {
  linkParams: LinkParams;
  /** Artist sites hide the artist name on artworks. */
  isArtistSite: boolean;
  /** Post dates as the theme writes them: the francisco long month and year, or the raw date. */
  dateStyle: PostDateStyle;
}

const THUMB_SIZES = '(max-width: 767px) 96px, 160px';

function Thumb({ result }: { result: SearchResult }) {
  const { image } = result;
  if (!image) return <span className="search-result__thumb search-result__thumb--empty" aria-hidden="true" />;
  return (
    <span className="search-result__thumb">
      <img src={imageUrl(image, { width: 320 })} srcSet={imageSrcSet(image)} sizes={THUMB_SIZES} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
    </span>
  );
}

/** The lines under a result's title, by kind (spec §3 search result cells for each type). */
function lines(result: SearchResult, context: ResultCellContext): string[] {
  switch (result.type) {
    case SearchType.Inventory:
      return [[context.isArtistSite ? null : result.artistName, result.date].filter(Boolean).join(', '), result.text ?? ''];
    case SearchType.Artist:
      return [result.date ?? '', result.text ?? ''];
    case SearchType.Blog:
      return [result.date ? postDate(result.date, context.dateStyle) : '', result.text ?? ''];
    default:
      return [result.date ?? '', result.text ?? ''];
  }
}

/**
 * One search result: its picture, what it is, its title and two short lines, linking to its page
 * (art/{id}, artist/{id}, post/{id}, show/{id}). The picture's text is the title beside it, so it has
 * none of its own.
 */
export function SearchResultCell({ result, context }: { result: SearchResult; context: ResultCellContext }) {
  const [first, second] = lines(result, context);
  return (
    <a className={`search-result search-result--${SearchText.kinds[result.type].toLowerCase()}`} href={siteHref(result.link, context.linkParams)}>
      <Thumb result={result} />
      <span className="search-result__body">
        <span className="search-result__kind">{SearchText.kinds[result.type]}</span>
        <span className="search-result__title">{result.title}</span>
        {first && <span className="search-result__line">{first}</span>}
        {second && <span className="search-result__line search-result__line--muted">{second}</span>}
      </span>
    </a>
  );
}
