import { create } from 'zustand';
import { defaultStorage } from './local-draft';

/**
 * Whether the builder saves the draft by itself, chosen beside Save and kept per browser (on unless the
 * owner turns it off). Off, the draft is still kept in this browser while the builder is open, so a
 * crash loses nothing; leaving the builder (after the browser's own warning) leaves the edits behind.
 */
const KEY = 'gallery-builder:autosave';

function stored(): boolean {
  try {
    return defaultStorage()?.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

interface AutosavePreference {
  on: boolean;
  set(on: boolean): void;
}

export const useAutosavePreference = create<AutosavePreference>()((set) => ({
  on: stored(),
  set: (on) => {
    try {
      defaultStorage()?.setItem(KEY, on ? 'on' : 'off');
    } catch {
      // kept for this visit only
    }
    set({ on });
  },
}));
