import type { Blog } from '../../../schema/api/lists';
import { BlockType } from '../../../schema/block-types';
import type { CellPart, CellTextConfig } from '../../../schema/cell-templates';
import { postDate } from '../../../schema/dates';
import { postHref } from '../../site/links';
import { CellImage } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';
import { cellTextClass, drawParts, hasPart } from '../lists/templated-cell';

/** What a post cell shows: not the body. */
export type BlogCellItem = Pick<Blog, 'blogId' | 'title' | 'publishedAt' | 'excerpt'> & { featured?: NonNullable<Blog['featured']> };

export function compactBlog(blog: Blog): BlogCellItem {
  return { blogId: blog.blogId, title: blog.title, publishedAt: blog.publishedAt, excerpt: blog.excerpt, ...(blog.featured ? { featured: blog.featured } : {}) };
}

/** The spec's blog cell: the featured picture, the title, the date (francisco: long month and year; otherwise the raw date) and the excerpt. */
export function BlogCell({ item, context }: { item: BlogCellItem; context: CellContext }) {
  const parts = context.templates?.blogCell;
  if (parts) return <TemplatedBlogCell item={item} context={context} parts={parts} />;
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

/** The title part as the plain cell has it: a post's cell keeps it even where the owner took it out, as it is the link to the post. */
const TITLE_PART: CellPart = { type: BlockType.BlogCellTitle, config: {} };

/** One part of a post's cell, as the plain cell draws it; nothing where the post has nothing for it. */
export function blogCellPart(part: CellPart, item: BlogCellItem, context: Pick<CellContext, 'imageSizes' | 'headingLevel' | 'dateStyle' | 'linkParams'>) {
  const config = part.config as CellTextConfig;
  switch (part.type) {
    case BlockType.BlogCellImage:
      return item.featured ? <CellImage image={item.featured} alt={item.featured.imageAlt} sizes={context.imageSizes} /> : null;
    case BlockType.BlogCellTitle: {
      const Heading = `h${context.headingLevel}` as const;
      return (
        <Heading className={cellTextClass('list-cell__title blog-cell__title', config)}>
          <a href={postHref(item.blogId, context.linkParams)}>{item.title}</a>
        </Heading>
      );
    }
    case BlockType.BlogCellDate: {
      const date = postDate(item.publishedAt, context.dateStyle);
      return date ? (
        <time className={cellTextClass('list-cell__meta', config)} dateTime={item.publishedAt.slice(0, 10)}>
          {date}
        </time>
      ) : null;
    }
    case BlockType.BlogCellExcerpt:
      return item.excerpt ? <p className={cellTextClass('blog-cell__excerpt', config)}>{item.excerpt}</p> : null;
    default:
      return null;
  }
}

function TemplatedBlogCell({ item, context, parts }: { item: BlogCellItem; context: CellContext; parts: readonly CellPart[] }) {
  const all = hasPart(parts, BlockType.BlogCellTitle) ? parts : [...parts.filter((p) => p.type === BlockType.BlogCellImage), TITLE_PART, ...parts.filter((p) => p.type !== BlockType.BlogCellImage)];
  return (
    <article className={`blog-cell blog-cell--${context.layout}`}>
      {drawParts(all, (part) => blogCellPart(part, item, context), (words) => <div className="blog-cell__text">{words}</div>)}
    </article>
  );
}

export const BLOG_CELL: CellSpec<Blog, BlogCellItem> = {
  key: (blog) => blog.blogId,
  aspect: (blog) => imageAspect(blog.featured),
  compact: compactBlog,
  Cell: BlogCell,
};
