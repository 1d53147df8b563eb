/** The cookie notice's words: the spec's heading and button, and the product's own explanation. */
export const CookieNoticeText = {
  /** The spec's label (§9). */
  title: 'We Value Your Privacy',
  text: 'We use cookies to run this site and, only if you agree, to measure visits and show relevant ads. Continue to accept them, or reject them.',
  /** The spec's button (§2): accepts. */
  accept: 'CONTINUE',
  reject: 'REJECT',
} as const;
