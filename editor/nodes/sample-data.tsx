import { useMemo, type ReactNode } from 'react';
import { PageDataContext } from '../../renderer/data/source';
import { samplePageData } from '../../renderer/data/sample';

/**
 * Builder previews draw from sample data, resolved per block so one edit never recomputes the page's.
 * Only list blocks need any; the rest get the empty data their parent already provides.
 */
export function SampleData({ id, type, config, children }: { id: string; type: string; config: Record<string, unknown>; children: ReactNode }) {
  const data = useMemo(() => samplePageData([{ id, type, config }]), [id, type, config]);
  if (Object.keys(data.lists).length === 0) return <>{children}</>;
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}
