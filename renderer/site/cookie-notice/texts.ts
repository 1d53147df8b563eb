/** The cookie notice's words: the spec's heading and button, and the product's own explanation. */
export const CookieNoticeText = {
  /** The spec's label (§9). */
  title: 'We Value Your Privacy',
  text: 'We use cookies to run this site and, only if you agree, to measure visits and show relevant ads. Continue to accept them, or reject them.',
  /** The spec's button (§2): accepts. */
  accept: 'CONTINUE',
  reject: 'REJECT',
  /** Said beside a cookie policy button once the visitor has answered with it. */
  acceptedStatus: 'Thank you: cookies are accepted.',
  rejectedStatus: 'Thank you: cookies are rejected.',
} as const;
