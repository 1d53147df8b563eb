import { MAX_TAGS, type Picture, type PostRecord } from '../../../schema';
import { TextField } from '../content-ui/fields';
import { ImageField } from '../content-ui/media';
import { RecordForm } from '../content-ui/RecordForm';
import { useRecord } from '../content-ui/use-record';
import { formatMoment, instantOfLocalInput, localInputValue, parseTags, tagsText } from '../content-ui/values';
import { RichTextField } from '../rich-text';
import { publishState } from './schedule';

interface Draft {
  title: string;
  featured: Picture | null;
  /** A datetime-local value in the owner's time zone; empty publishes it when saved. */
  publishedAt: string;
  excerpt: string;
  html: string;
  tags: string;
}

const toDraft = (p: PostRecord | null): Draft => ({
  title: p?.title ?? '',
  featured: p?.featured ?? null,
  publishedAt: p ? localInputValue(p.publishedAt) : '',
  excerpt: p?.excerpt ?? '',
  html: p?.html ?? '',
  tags: tagsText(p?.tags ?? []),
});

const toBody = (d: Draft) => {
  // Left empty, the server publishes it now; typed but not a date, it goes as typed for the server to say why.
  const publishedAt = d.publishedAt ? (instantOfLocalInput(d.publishedAt) ?? d.publishedAt) : undefined;
  return { title: d.title, featuredImageId: d.featured?.id ?? null, ...(publishedAt ? { publishedAt } : {}), excerpt: d.excerpt, html: d.html, tags: parseTags(d.tags) };
};

const FIELDS = ['title', 'featuredImageId', 'publishedAt', 'excerpt', 'html', 'tags'];

export function PostForm({ id }: { id: number | null }) {
  const state = useRecord<PostRecord, Draft>({ kind: 'post', path: '/api/owner/posts', screen: 'posts', id, toDraft, toBody, fields: FIELDS, nameOf: (p) => p.title });
  const { draft, errors, record, generation } = state;
  const set = (patch: Partial<Draft>) => state.setDraft((d) => ({ ...d, ...patch }));
  const err = errors.fields;
  const publish = publishState(instantOfLocalInput(draft.publishedAt), new Date());
  return (
    <RecordForm state={state} heading={record ? record.title : 'New post'} backLabel="All posts" screen="posts" name={record?.title ?? ''}>
      <TextField label="Title" value={draft.title} onChange={(title) => set({ title })} error={err.title} required maxLength={300} />
      <ImageField label="Featured image" value={draft.featured} onChange={(featured) => set({ featured })} error={err.featuredImageId} />
      <TextField
        label="Publish date"
        type="datetime-local"
        value={draft.publishedAt}
        onChange={(publishedAt) => set({ publishedAt })}
        error={err.publishedAt}
        hint={
          <span aria-live="polite">
            {publish.kind === 'scheduled'
              ? `Scheduled: visitors see this post from ${formatMoment(publish.at)}.`
              : publish.kind === 'published'
                ? `Published: visitors see this post since ${formatMoment(publish.at)}.`
                : 'Left empty, the post is published when you save it. A date to come schedules it.'}
          </span>
        }
      />
      <TextField
        label="Excerpt"
        multiline
        hint="Shown in lists of posts. Left empty, the start of the post is used."
        value={draft.excerpt}
        onChange={(excerpt) => set({ excerpt })}
        error={err.excerpt}
        maxLength={1000}
      />
      <RichTextField key={`html-${generation}`} label="Body" value={draft.html} onChange={(html) => set({ html })} error={err.html} />
      <TextField label="Tags" hint={`Separate tags with commas; at most ${MAX_TAGS}.`} value={draft.tags} onChange={(tags) => set({ tags })} error={err.tags} />
    </RecordForm>
  );
}
