import { useId } from 'react';
import { VIRTUAL_INSTALL_DEPTH_DEFAULT_IN, VIRTUAL_INSTALL_DEPTH_MAX_IN, type SiteConfig } from '../../../schema';
import { NumberInput } from '../fields';

/**
 * The art page's VIEW IN A ROOM (the virtual install): how deep a work may be and still be offered it.
 * A wall shows a flat work truly; a sculpture or a deep box would stand out of the room photo. Left
 * empty, the product's default.
 */
export function ArtToolSettings({ site, update }: { site: SiteConfig; update: (patch: Partial<SiteConfig>) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Art page tools</h3>
      <NumberInput
        label="View in a room: deepest work (inches)"
        hint={`Works deeper than this have no VIEW IN A ROOM button. Leave empty for ${VIRTUAL_INSTALL_DEPTH_DEFAULT_IN} inches. Works without a depth always have it.`}
        value={site.virtualInstallMaxDepth ?? null}
        min={1}
        max={VIRTUAL_INSTALL_DEPTH_MAX_IN}
        allowBlank
        onChange={(inches) => update({ virtualInstallMaxDepth: inches ?? undefined })}
      />
    </section>
  );
}
