import { useContext, useMemo } from 'react';
import { postDateStyle } from '../../../schema/dates';
import type { ContentKind } from '../../../schema/list-layouts';
import { itemsOf, type ListRequest } from '../../data/lists';
import { useListPage } from '../../data/use-list-page';
import { isArtistSite, SiteRenderContext } from '../../site/context';
import { SiteText } from '../../texts';
import { BuilderHint } from '../BuilderHint';
import type { RenderMode } from '../types';
import { ListView, type ListBlockConfig } from './ListView';

export interface ListBlockProps {
  id: string;
  mode: RenderMode;
  kind: ContentKind;
  config: ListBlockConfig;
  /** The first page this block asks for (list-queries.ts), at the visitor's or the builder's size. */
  request: ListRequest;
  /** The spec's builder hint when the list has no items. */
  emptyHint: string;
  /** What the list is called when it has no title of its own. */
  kindLabel: string;
}

/**
 * The frame every content list block shares: its title, its items in their layouts (ListView), the
 * builder's 'Loading...' and blank-state hint. Visitors never see an empty list.
 */
export function ListBlock({ id, mode, kind, config, request, emptyHint, kindLabel }: ListBlockProps) {
  const { response, loading } = useListPage(id, request, mode);
  const { site, linkParams } = useContext(SiteRenderContext);
  // Kept while the page is the same, so the list is not started afresh on every render.
  const items = useMemo(() => (response ? itemsOf(response) : []), [response]);
  const titleText = config.title?.trim() ?? '';
  const titleId = `list-title-${id}`;
  const title = titleText ? (
    <h2 id={titleId} className="list-title">
      {titleText}
    </h2>
  ) : null;
  const className = `block-content-list block-content-list--${kind}`;

  if (items.length === 0) {
    if (mode !== 'builder') return null;
    return (
      <section className={className}>
        {title}
        {loading ? <p className="builder-hint">{SiteText.loading}</p> : <BuilderHint>{emptyHint}</BuilderHint>}
      </section>
    );
  }

  return (
    <section className={className} aria-labelledby={title ? titleId : undefined}>
      {title}
      <ListView
        id={id}
        kind={kind}
        mode={mode}
        config={config}
        items={items}
        hasMore={Boolean(response?.hasMore)}
        request={request}
        label={kindLabel}
        cell={{ linkParams, isArtistSite: isArtistSite(site), dateStyle: postDateStyle(site.config.layout) }}
      />
    </section>
  );
}
