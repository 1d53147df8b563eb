import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import { useDetail } from '../../pages/detail/context';
import { useLinkParams } from '../../site/context';
import { homeHref, pageHref } from '../../site/links';
import { DetailText, SiteText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/** The post's featured picture, its (sanitised) body, and a link back to the blog's page (else home). */
export function BlogPostContentBlock({ config, mode }: BlockProps<BlockConfig<'blog-post-content'>>) {
  const linkParams = useLinkParams();
  const route = useDetail('post');
  if (!route) return <DetailEmpty type={BlockType.BlogPostContent} mode={mode} />;
  const { post, back } = route;
  return (
    <>
      {config.showFeatured && post.featured && (
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
      {config.showBackLink && (
        <p className="post-page__back">
          <a href={back ? pageHref(back, linkParams) : homeHref(linkParams)}>{DetailText.backTo(back?.title || SiteText.home)}</a>
        </p>
      )}
    </>
  );
}

export default BlogPostContentBlock;
