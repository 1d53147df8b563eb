import type { BlockMeta } from './block-meta';
import { BlockType } from './block-types';

/**
 * The password page (spec §2 page templates: password protection): what a protected page shows until its
 * password is given, drawn from its own template under the page's title. Its own block is the form that
 * asks for the password; the page never draws without one (renderer/pages/PasswordPage.tsx adds it when
 * the owner took it out), so no page is ever left that nobody can open. Its config schema and catalogue
 * entry are in password-page-schema.ts; this module has no zod, so the builder's first load carries none.
 */

export const PASSWORD_BLOCKS: readonly string[] = [BlockType.PasswordForm];

/** The password form's label and defaults; no group, as the template offers it apart. */
export const PASSWORD_META = {
  [BlockType.PasswordForm]: {
    type: BlockType.PasswordForm,
    label: 'Password Form',
    defaultConfig: {},
    inspectorNote: 'Asks for the page’s password. It has no settings of its own; a password page without it gets it back at its end.',
  },
} as const satisfies Record<string, BlockMeta>;
