/** The form blocks' own words. */
export const FormsPanelText = {
  visitUs: 'Visit us',
  address: 'Address',
  map: 'See the map',
  followWhom: 'Follow an artist: choose one in the block’s settings, or place it on the artist page template.',
} as const;
