import { resolvedPart, type SitePartName } from '../../schema/site-parts';
import { renderProvidedBlocks as renderBlocks } from '../blocks/render-tree';
import { useSite } from './context';

/**
 * A header's or footer's own blocks, as visitors see them: the desktop part's on both screens while
 * the mobile part is generated from it, else each part's on its own screen.
 */
export function PartBlocks({ part }: { part: SitePartName }) {
  const { config } = useSite();
  const className = `site-part-blocks site-${part}__blocks`;
  const desktop = resolvedPart(config.documents, part, 'desktop').blocks ?? [];
  const mobile = config.documents?.[part]?.mobile;
  if (!mobile) return desktop.length ? <div className={className}>{renderBlocks(desktop, 'visitor')}</div> : null;
  return (
    <>
      {desktop.length > 0 && <div className={`${className} site-only-desktop`}>{renderBlocks(desktop, 'visitor')}</div>}
      {mobile.blocks?.length ? <div className={`${className} site-only-mobile`}>{renderBlocks(mobile.blocks, 'visitor')}</div> : null}
    </>
  );
}
