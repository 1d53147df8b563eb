import { z } from 'zod';
import { BlockType } from './block-types';
import { withConfig } from './catalogue-entry';
import { PASSWORD_META } from './password-page';

/** The password form's config schema (it has no settings) and catalogue entry (password-page.ts has the rest). */
export const passwordFormConfigSchema = z.object({});

export const PASSWORD_CATALOGUE = {
  [BlockType.PasswordForm]: withConfig(PASSWORD_META[BlockType.PasswordForm], passwordFormConfigSchema),
} as const;
