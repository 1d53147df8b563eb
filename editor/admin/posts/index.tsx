import { POST_SORTS, POST_STATES, type PostTableResponse } from '../../../schema';
import { useOpened } from '../content-ui/opened';
import { RecordTable } from '../content-ui/RecordTable';
import { Unknown } from '../content-ui/Unknown';
import { formatMoment } from '../content-ui/values';
import { PostForm } from './PostForm';

type Row = PostTableResponse['items'][number];

/** The blog posts: a table to search, filter, sort and tag in bulk, and each post's form (`#/content/posts/{id}`, `/new`). */
export default function PostsScreen() {
  const opened = useOpened();
  if (opened.kind === 'new') return <PostForm key="new" id={null} />;
  if (opened.kind === 'record') return <PostForm key={opened.id} id={opened.id} />;
  if (opened.kind === 'unknown') return <Unknown screen="posts" backLabel="All posts" />;
  return (
    <RecordTable<Row>
      title="Posts"
      screen="posts"
      path="/api/owner/posts"
      newLabel="New post"
      searchLabel="Search posts"
      caption="Posts"
      empty="No posts yet. Write the first with New post."
      tagKind="blogs"
      sorts={POST_SORTS}
      choice={{ param: 'state', label: 'Status', anyLabel: 'Any status', options: POST_STATES }}
      noun={{ one: 'post', many: 'posts' }}
      nameHeader="Title"
      nameOf={(p) => p.title}
      columns={[
        { header: 'Publish date', cell: (p) => formatMoment(p.publishedAt) },
        { header: 'Status', cell: (p) => (p.isScheduled ? 'Scheduled' : 'Published') },
        { header: 'Tags', cell: (p) => p.tags.join(', ') },
      ]}
    />
  );
}
