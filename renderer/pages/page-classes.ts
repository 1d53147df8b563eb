/*
 * The classes of pages drawn from templates without an item, on their main content and on the builder's
 * canvas while their template is open (here, with no renderers imported, for the builder's first load).
 */
export const NOT_FOUND_PAGE_CLASS = 'not-found';
export const PASSWORD_PAGE_CLASS = 'password-page';
