import type { InventoryItem } from '../../schema/api/content';
import type { RenderMode } from '../blocks/types';
import { Island } from '../islands/Island';
import { useSite } from '../site/context';
import { canVirtualInstall, pieceSize } from './virtual-install/rules';

/**
 * The art page's ZOOM and VIEW IN A ROOM buttons for a work's first picture, as an island whose props
 * say all the tools need: the picture, and the piece's size where the virtual install is offered (no
 * deeper than the site's threshold, Settings > Art page tools).
 */
export function ArtToolButtons({ item, mode }: { item: InventoryItem; mode: RenderMode }) {
  const maxDepth = useSite().config.virtualInstallMaxDepth;
  const image = item.images[0];
  if (!image) return null;
  return (
    <Island
      name="ArtTools"
      props={{
        title: item.title,
        image: { id: image.id, extension: image.extension, width: image.width, height: image.height, alt: image.imageAlt },
        piece: canVirtualInstall(item, maxDepth) ? pieceSize(item.editions) : null,
        ...(mode === 'visitor' ? {} : { inert: true }),
      }}
    />
  );
}
