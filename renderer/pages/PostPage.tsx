import { longDate, monthYear } from '../../schema/dates';
import { imageSrcSet, imageUrl } from '../../schema/images';
import { useLinkParams, useSite } from '../site/context';
import { homeHref, pageHref } from '../site/links';
import { DetailText, SiteText } from '../texts';
import { DetailTitle } from './detail/DetailTitle';
import type { PostRoute } from './detail/routes';

/** Spec §2: the francisco theme shows a post's date as the long month and year; the others the date itself. */
export function postDate(publishedAt: string, layout: string): string {
  return layout === 'francisco' ? monthYear(publishedAt) : longDate(publishedAt);
}

/** /post/{blogId}: title, publish date, featured picture, the (sanitised) body and a link back to the blog. */
export function PostPage({ route }: { route: PostRoute }) {
  const site = useSite();
  const linkParams = useLinkParams();
  const { post, back } = route;
  const date = postDate(post.publishedAt, site.config.layout);
  return (
    <article className="post-page">
      <DetailTitle title={post.title} />
      {date && (
        <p className="post-page__date">
          <time dateTime={post.publishedAt}>{date}</time>
        </p>
      )}
      {post.featured && (
        <figure className="post-page__featured">
          <img
            src={imageUrl(post.featured, { width: 1366 })}
            srcSet={imageSrcSet(post.featured)}
            sizes="(max-width: 767px) 100vw, 72ch"
            width={post.featured.width}
            height={post.featured.height}
            alt={post.featured.imageAlt || post.title}
            fetchPriority="high"
          />
        </figure>
      )}
      {post.html.trim() && <div className="rich-text post-page__body" dangerouslySetInnerHTML={{ __html: post.html }} />}
      <p className="post-page__back">
        <a href={back ? pageHref(back, linkParams) : homeHref(linkParams)}>{DetailText.backTo(back?.title || SiteText.home)}</a>
      </p>
    </article>
  );
}
