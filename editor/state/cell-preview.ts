import type { CellPreview } from '../../renderer/blocks/CellParts/preview';
import type { DataSource } from '../../renderer/data/source';
import { SEARCH_CELL_OF_TYPE, type CellTemplateKind } from '../../schema/cell-templates';
import type { SearchType } from '../../schema/enums';
import { previewSearchWords, sampleSearchRoute } from './search-preview';

/**
 * What the Gallery Cell and the search result cell templates are shown with on the canvas (the other
 * cell templates take a detail page's item, template-preview.ts): the site's own first representative;
 * the first result of its type that a search of words the site's content answers finds, as a visitor's
 * search would. A sample result while the site has nothing of the type to find; no representative
 * while it has none (each part then shows its hint).
 */
export async function loadCellPreview(source: DataSource | null, kind: CellTemplateKind): Promise<CellPreview> {
  if (kind === 'representativeCell') {
    const representative = source ? (await source.listRepresentatives({ limit: 1, offset: 0 }).catch(() => null))?.representatives[0] : undefined;
    return representative ? { representative } : {};
  }
  const index = SEARCH_CELL_OF_TYPE.indexOf(kind);
  if (index < 0) return {};
  const type = index as SearchType;
  const sample = () => sampleSearchRoute(false).results.find((r) => r.type === type);
  if (!source?.search) return { result: sample() };
  try {
    for (const q of await previewSearchWords(source)) {
      const [result] = (await source.search({ q, type, limit: 1, offset: 0 })).results;
      if (result) return { result };
    }
  } catch {
    // Not had now: the sample stands in.
  }
  return { result: sample() };
}
