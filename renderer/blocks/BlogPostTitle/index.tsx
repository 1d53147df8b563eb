import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { postDate, postDateStyle } from '../../../schema/dates';
import { DetailTitle } from '../../pages/detail/DetailTitle';
import { useDetail } from '../../pages/detail/context';
import { useSite } from '../../site/context';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/** The post's title as the page's heading, and the day it was published. */
export function BlogPostTitleBlock({ config, mode }: BlockProps<BlockConfig<'blog-post-title'>>) {
  const site = useSite();
  const route = useDetail('post');
  if (!route) return <DetailEmpty type={BlockType.BlogPostTitle} mode={mode} />;
  const { post } = route;
  const date = config.showDate ? postDate(post.publishedAt, postDateStyle(site.config.layout)) : '';
  return (
    <>
      <DetailTitle title={post.title} />
      {date && (
        <p className="post-page__date">
          <time dateTime={post.publishedAt}>{date}</time>
        </p>
      )}
    </>
  );
}

export default BlogPostTitleBlock;
