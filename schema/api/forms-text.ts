/**
 * The visitor forms' words (storefront spec §8 and §9, word for word where the spec gives them), shared
 * by the popups, the server and the tests. Kept apart from zod so the visitor's browser code can import
 * them without loading it.
 */
export const FormText = {
  /** §8: any failed submit; the form and the bot check reset and the visitor may retry. */
  submitError: 'There was an error with your request. Please validate your input and try again!',
  verificationExpired: 'Verification expired.',
  couldNotVerify: 'Could not verify. Please try again.',
  /** §8: the alert when there is no bot-check response; the server answers the same when Robots is empty. */
  areYouARobot: 'Are you a robot?',
  fieldRequired: 'This field is required.',
  invalidPassword: 'Invalid password.',
  passwordRequired: 'A password is required to view this page.',
  subscribed: 'Thank you for subscribing to our mailing list!',
  submitted: 'Thank you for your submission!',
  following: 'You are now following this artist.',
  inquirySent: 'A representative will be in touch soon!',
  messageSent: 'Message Sent',
  offerSent: 'Offer Sent',
  subscribedButton: 'Subscribed',
  sendMessageButton: 'Send message',
  subscribeButton: 'Subscribe',
  followArtist: 'Follow Artist',
  artistFollowed: 'Artist Followed',
  joinNewsletter: 'Join Our Newsletter',
  /** The product's own words under the subscribe popup's title, until the owner words it in its block. */
  newsletterText: 'Hear first about new works, exhibitions and events.',
  /** §9 labels. */
  inquire: 'INQUIRE',
  makeAnOffer: 'MAKE AN OFFER',
  subscribeLabel: 'SUBSCRIBE',
  followArtistLabel: 'FOLLOW ARTIST',
  sendMessageLabel: 'SEND MESSAGE',
  /** §5: the offer popup's hint. */
  offerHint: 'Offers of 10% or less off the list price are most likely to be accepted.',
  /** §9: the inquiry's default subject starts so, then the title, artist name, inventory number and SKU. */
  defaultSubjectPrefix: 'Website inquiry regarding',
  defaultMessage: "I'm interested in learning more about this piece.",
} as const;

/** The server's own sentences for refusals the spec leaves open (its §8 says codes and messages are not shown). */
export const FormRefusal = {
  tooMany: 'Too many requests from your address. Please wait a minute and try again.',
  tooManyToRecipient: 'This address has received enough messages from this site for today.',
  tooManySharesFromSender: 'You have shared enough for today. Please try again tomorrow.',
  tooManySharesFromSite: 'This site has sent as many shares as it may today. Please try again tomorrow.',
  tooManyPasswords: 'Too many wrong passwords. Please wait a few minutes and try again.',
  noSuchWork: 'There is no such work on this site.',
  noSuchArtist: 'There is no such artist on this site.',
  noSuchPage: 'There is no such protected page on this site.',
  offersClosed: 'This work does not take offers.',
  inquiriesClosed: 'This work does not take inquiries.',
  offerUnavailable: 'This edition is not available for offers: it is sold, on hold or not for sale.',
  offerTooHigh: 'An offer cannot be more than the list price.',
  offerTooLow: (percent: number) => `An offer cannot be less than ${percent}% of the list price.`,
  smsUnavailable: 'This site cannot send text messages.',
} as const;

/** The codes of refusals peculiar to the forms, beside the shared ErrorCode ones. */
export const FormErrorCode = {
  /** The bot-check solution's challenge has expired: fetch a new challenge and solve it again. */
  VerificationExpired: 'verification_expired',
  /** The bot-check solution is missing, wrong, forged or already used, or the honeypot was filled. */
  VerificationFailed: 'verification_failed',
  /** The work cannot receive offers, or the offer is outside the rules (OFFER_RULES). */
  OfferRefused: 'offer_refused',
  /** The work's owner hid INQUIRE for it (canInquire false): an inquiry about it is refused as the button is hidden. */
  InquiryRefused: 'inquiry_refused',
} as const;
export type FormErrorCode = (typeof FormErrorCode)[keyof typeof FormErrorCode];

/** Where each call lives (all under the site's own host, or with Sub naming the site). */
export const FormPath = {
  /** GET: a new bot-check challenge (ALTCHA, proof of work v2) for the widget's challenge URL. */
  botCheckChallenge: '/api/altcha/challenge',
  contacts: '/api/contacts',
  offers: '/api/offers',
  shareEmail: '/api/shares/email',
  shareSms: '/api/shares/sms',
  subscriptions: '/api/subscriptions',
  artistSubscriptions: '/api/subscriptions/artists',
  challenges: '/api/challenges',
  /** GET pages on the site, linked from the subscription mails; they answer in plain words. */
  confirmSubscription: '/subscriptions/confirm',
  unsubscribe: '/subscriptions/unsubscribe',
  /** The owner's inbox screen in the builder app, linked from the owner's notices (screen id 'inbox'). */
  ownerInbox: '/editor#/content/inbox',
} as const;

/**
 * The honeypot: a text input named so, hidden from people (off screen, aria-hidden, tabindex -1,
 * autocomplete off). People leave it empty; a form that arrives with it filled is refused.
 */
export const HONEYPOT_FIELD = 'Website';
