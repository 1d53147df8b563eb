import { useEditor } from '@craftjs/core';
import { useCallback } from 'react';
import type { ImageRef, MediaItem } from '../../../schema';
import type { BlockNodeProps } from '../../serialize';
import { useMediaDialog } from './dialog-store';

/** The reference a block stores for a library image. */
export const imageRefOf = (item: MediaItem): ImageRef => ({ id: item.id, extension: item.extension, width: item.width, height: item.height });

/**
 * Opens the library to choose the image of an image block; the choice is one undo step that sets the
 * image and, when the block has none yet, the image's alt text.
 */
export function usePickImageFor(): (nodeId: string) => void {
  // The store, not useEditor().actions: Craft rebuilds that object on every render.
  const { store } = useEditor();
  const pickImage = useMediaDialog((s) => s.pickImage);
  const close = useMediaDialog((s) => s.close);
  return useCallback(
    (nodeId: string) =>
      pickImage('for the image block', (item) => {
        store.actions.setProp(nodeId, (props: BlockNodeProps) => {
          props.config.image = imageRefOf(item);
          if (!props.config.altText) props.config.altText = item.alt;
        });
        close();
      }),
    [store, pickImage, close],
  );
}
