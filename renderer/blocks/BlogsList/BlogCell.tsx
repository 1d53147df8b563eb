import type { Blog } from '../../../schema/api/lists';
import { postDate } from '../../../schema/dates';
import { postHref } from '../../site/links';
import { CellImage } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';

/** What a post cell shows: not the body. */
export type BlogCellItem = Pick<Blog, 'blogId' | 'title' | 'publishedAt' | 'excerpt'> & { featured?: NonNullable<Blog['featured']> };

function compactBlog(blog: Blog): BlogCellItem {
  return { blogId: blog.blogId, title: blog.title, publishedAt: blog.publishedAt, excerpt: blog.excerpt, ...(blog.featured ? { featured: blog.featured } : {}) };
}

/** The spec's blog cell: the featured picture, the title, the date (francisco: long month and year; otherwise the raw date) and the excerpt. */
export function BlogCell({ item, context }: { item: BlogCellItem; context: CellContext }) {
  const Heading = `h${context.headingLevel}` as const;
  const date = postDate(item.publishedAt, context.dateStyle);
  return (
    <article className={`blog-cell blog-cell--${context.layout}`}>
      {item.featured && <CellImage image={item.featured} alt={item.featured.imageAlt} sizes={context.imageSizes} />}
      <div className="blog-cell__text">
        <Heading className="list-cell__title blog-cell__title">
          <a href={postHref(item.blogId, context.linkParams)}>{item.title}</a>
        </Heading>
        {date && (
          <time className="list-cell__meta" dateTime={item.publishedAt.slice(0, 10)}>
            {date}
          </time>
        )}
        {item.excerpt && <p className="blog-cell__excerpt">{item.excerpt}</p>}
      </div>
    </article>
  );
}

export const BLOG_CELL: CellSpec<Blog, BlogCellItem> = {
  key: (blog) => blog.blogId,
  aspect: (blog) => imageAspect(blog.featured),
  compact: compactBlog,
  Cell: BlogCell,
};
