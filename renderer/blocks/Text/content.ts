import { upgradeTextConfig } from '../../../schema/migrate';
import { EMPTY_RICH_TEXT, richTextPlain, type RichTextDocument } from '../../../schema/rich-text';

/**
 * A text block's rich text whatever shape its config is in: today's `content`, or the plain text
 * block's string (a document not loaded through migrateDocument, such as one built in a test), read
 * through the same upgrade the migration uses.
 */
export function textContentOf(config: Record<string, unknown>): RichTextDocument {
  if (typeof config.text === 'string') {
    const upgraded = upgradeTextConfig({ text: config.text, variant: config.variant, align: config.align }) as { content: RichTextDocument };
    return upgraded.content;
  }
  const content = config.content as RichTextDocument | undefined;
  return content && Array.isArray(content.blocks) ? content : EMPTY_RICH_TEXT;
}

/** A text block's words as plain text, a block a line (page descriptions). */
export function textBlockPlain(config: Record<string, unknown>): string {
  return richTextPlain(textContentOf(config));
}
