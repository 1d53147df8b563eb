import type { Show } from '../../../schema/api/lists';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import { useLinkParams } from '../../site/context';
import { showHref } from '../../site/links';

/** Exhibitions as small linked cells: cover, title and dates. */
export function ShowCards({ shows }: { shows: Show[] }) {
  const linkParams = useLinkParams();
  return (
    <ul className="show-cards">
      {shows.map((show) => (
        <li key={show.showId}>
          <a className="show-card" href={showHref(show.showId, linkParams)}>
            <span className="show-card__media">
              {show.image ? (
                <img
                  src={imageUrl(show.image, { width: 640 })}
                  srcSet={imageSrcSet(show.image)}
                  sizes="(max-width: 767px) 100vw, 33vw"
                  width={show.image.width}
                  height={show.image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="inventory-card__placeholder" aria-hidden="true" />
              )}
            </span>
            <span className="show-card__title">{show.title}</span>
            {show.date && <span className="show-card__date">{show.date}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
