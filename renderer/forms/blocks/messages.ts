import { FORM_META, FormBlockType } from '../../../schema/block-configs/forms';
import type { Block } from '../../../schema/document';
import type { FormMessageSettings, FormMessages } from '../messages';

const KEYS = ['text', 'align', 'backgroundColor', 'textColor'] as const;

/** A message block's settings, its catalogue defaults under what was saved, only the keys the island shows. */
function settingsOf(block: Block): FormMessageSettings {
  const config: Record<string, unknown> = { ...FORM_META[block.type as keyof typeof FORM_META].defaultConfig, ...block.config };
  return Object.fromEntries(KEYS.filter((key) => typeof config[key] === 'string').map((key) => [key, config[key]])) as unknown as FormMessageSettings;
}

/** The words a form block's messages give its two outcomes: the first Success Message and the first Error Message among its blocks. */
export function formMessages(blocks: readonly Block[] | undefined): FormMessages {
  const success = blocks?.find((b) => b.type === FormBlockType.SuccessMessage);
  const error = blocks?.find((b) => b.type === FormBlockType.ErrorMessage);
  return { ...(success ? { success: settingsOf(success) } : {}), ...(error ? { error: settingsOf(error) } : {}) };
}
