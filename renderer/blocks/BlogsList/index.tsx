import type { BlogsListConfig } from '../../../schema/catalogue';
import { BuilderText, ListText } from '../../texts';
import { ListBlock } from '../lists/ListBlock';
import { useListContext } from '../lists/list-context';
import { blogsListRequest } from '../lists/list-queries';
import type { BlockProps } from '../types';

/** The blogs list block: its items in the layouts it has switched on (lists/ListBlock.tsx). */
export function BlogsListBlock({ id, config, mode }: BlockProps<BlogsListConfig>) {
  return <ListBlock id={id} mode={mode} kind="blogs" config={config} request={blogsListRequest(config, mode, useListContext())} emptyHint={BuilderText.emptyBlogs} kindLabel={ListText.kinds.blogs} />;
}

export default BlogsListBlock;
