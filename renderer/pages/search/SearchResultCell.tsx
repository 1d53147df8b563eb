import type { ReactNode } from 'react';
import { BlockType } from '../../../schema/block-types';
import { SEARCH_CELL_BLOCKS, SEARCH_CELL_OF_TYPE, type CellPart, type CellTemplates, type CellTextConfig } from '../../../schema/cell-templates';
import { postDate, type PostDateStyle } from '../../../schema/dates';
import { SearchType } from '../../../schema/enums';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import type { SearchResult } from '../../../schema/api/search';
import { siteHref, type LinkParams } from '../../site/links';
import { cellTextClass, drawParts, hasPart } from '../../blocks/lists/templated-cell';
import { SearchText } from '../../texts';

/** What a result cell is told besides its result; all of it travels as island props. */
export interface ResultCellContext {
  linkParams: LinkParams;
  /** Artist sites hide the artist name on artworks. */
  isArtistSite: boolean;
  /** Post dates as the theme writes them: the francisco long month and year, or the raw date. */
  dateStyle: PostDateStyle;
  /** The search result cell templates the site has set (only those: the island's props stay small). */
  templates?: CellTemplates;
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

/** One part of a result's cell, as the plain cell draws it; nothing where the result has nothing for it. `text`: the result's two lines, worked out once per cell. */
export function searchCellPart(part: CellPart, result: SearchResult, context: ResultCellContext, [first, second]: string[] = lines(result, context)): ReactNode {
  const config = part.config as CellTextConfig;
  switch (part.type) {
    case BlockType.SearchCellImage:
      return <Thumb result={result} />;
    case BlockType.SearchCellType:
      return <span className={cellTextClass('search-result__kind', config)}>{SearchText.kinds[result.type]}</span>;
    case BlockType.SearchCellTitle:
      return <span className={cellTextClass('search-result__title', config)}>{result.title}</span>;
    case BlockType.SearchCellFacts:
      return first ? <span className={cellTextClass('search-result__line', config)}>{first}</span> : null;
    case BlockType.SearchCellText:
      return second ? <span className={cellTextClass('search-result__line search-result__line--muted', config)}>{second}</span> : null;
    default:
      return null;
  }
}

/** The plain cell's parts: picture, what it is, title and the two lines. */
const PLAIN_PARTS: readonly CellPart[] = SEARCH_CELL_BLOCKS.map((type) => ({ type, config: {} }));

/**
 * One search result: its picture, what it is, its title and two short lines, linking to its page
 * (art/{id}, artist/{id}, post/{id}, show/{id}); or the parts of the site's search result cell
 * template for its type, in its order and looks, the picture beside the words. The picture's text is
 * the title beside it, so it has none of its own; a cell without its title is named by it.
 */
export function SearchResultCell({ result, context }: { result: SearchResult; context: ResultCellContext }) {
  const parts = context.templates?.[SEARCH_CELL_OF_TYPE[result.type]] ?? PLAIN_PARTS;
  const text = lines(result, context);
  return (
    <a
      className={`search-result search-result--${SearchText.kinds[result.type].toLowerCase()}`}
      href={siteHref(result.link, context.linkParams)}
      aria-label={hasPart(parts, BlockType.SearchCellTitle) ? undefined : result.title}
    >
      {drawParts(
        parts,
        (part) => searchCellPart(part, result, context, text),
        (words) => <span className="search-result__body">{words}</span>,
      )}
    </a>
  );
}
