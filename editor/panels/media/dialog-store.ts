import { create } from 'zustand';
import type { MediaItem } from '../../../schema';

/** Whether the media library is open, and what for: managing the library, or choosing one image for something. */
export type MediaDialog = { mode: 'manage' } | { mode: 'pick'; purpose: string; onPick: (item: MediaItem) => void };

interface MediaDialogState {
  dialog: MediaDialog | null;
  openLibrary(): void;
  /** Opens the library to choose an image; `purpose` names what for ("for the image block"). */
  pickImage(purpose: string, onPick: (item: MediaItem) => void): void;
  close(): void;
}

export const useMediaDialog = create<MediaDialogState>()((set) => ({
  dialog: null,
  openLibrary: () => set({ dialog: { mode: 'manage' } }),
  pickImage: (purpose, onPick) => set({ dialog: { mode: 'pick', purpose, onPick } }),
  close: () => set({ dialog: null }),
}));
