/**
 * The forms' own words where the spec gives none (field labels, buttons, the share dialog's links).
 * The spec's texts (§8, §9) are FormText in schema/api/forms-text.ts, shared with the server and tests.
 */
export const FieldLabel = {
  Email: 'Email',
  Name: 'Name',
  Phone: 'Phone',
  Message: 'Message',
  Subject: 'Subject',
  AddressLineOne: 'Address Line 1',
  AddressLineTwo: 'Address Line 2',
  City: 'City',
  State: 'State',
  Zip: 'Zip',
  Country: 'Country',
  PriceFixed: 'Your offer',
  PricePercent: 'Percent off the list price',
} as const;

export const FormsUiText = {
  close: 'Close',
  share: 'SHARE',
  shareTitle: 'Share this work',
  shareByEmail: 'Share by email',
  shareBySms: 'Share by text message',
  shareOnSocial: 'Share on Facebook',
  pinIt: 'Pin it on Pinterest',
  back: 'Back',
  send: 'SEND',
  sending: 'Sending…',
  verifying: 'Checking that you are not a robot…',
  listPrice: 'List price',
  edition: 'Edition',
  offerFor: (title: string) => `Make an offer for ${title}`,
  inquireAbout: (title: string) => `Inquire about ${title}`,
  /** The honeypot's label, read by no person (the field is hidden from people and assistive technology). */
  honeypot: 'Leave this field empty',
  followTitle: (name: string) => (name ? `Follow ${name}` : 'Follow Artist'),
  followText: 'We will write when there are new works or exhibitions by this artist.',
  offerCurrency: (code: string) => `Amounts in ${code}`,
} as const;
