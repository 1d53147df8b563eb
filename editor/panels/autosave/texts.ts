/** What autosave and its restore offer say, in one place for the code and the tests. */
export const AutosaveText = {
  saving: 'Saving…',
  allSaved: 'All changes saved',
  offline: 'Offline: changes kept on this device',
  toggle: 'Save automatically',
  restoreTitle: 'Restore unsaved changes?',
  restoreBody: (when: string) => `Changes to this site made in this browser on ${when} were not saved to the server.`,
  serverNewer: 'The draft on the server was saved after them, in another tab or on another device. Restoring puts these changes in its place.',
  restore: 'Restore my changes',
  discard: 'Discard them',
  keepServer: 'Keep the server’s draft',
  discarded: 'Unsaved changes discarded.',
} as const;
