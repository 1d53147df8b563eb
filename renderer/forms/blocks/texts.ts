/** The form blocks' own words. */
export const FormsPanelText = {
  visitUs: 'Visit us',
  address: 'Address',
  map: 'See the map',
  followWhom: 'Follow an artist: choose one in the block’s settings, or place it on the artist page template.',
  /** The builder's words around a form's messages. */
  messagesHint: 'Drop a Success Message or an Error Message here to word what this form says once it is sent, or when sending fails.',
  successWhen: 'Success Message: shown once the form is sent',
  errorWhen: 'Error Message: shown when sending fails',
  ownWords: 'Left empty: the form says its own words.',
  /** The builder's preview of a Subscribe Popup block. */
  popupWhen: (ms: number) => `Subscribe Popup: opens ${ms / 1000} s after a page opens, once a week per visitor`,
} as const;
