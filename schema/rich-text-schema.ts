import { z } from 'zod';
import { isAllowedLinkUrl, LINK_URL_MESSAGE, RICH_TEXT_LIMITS, richTextSize, TEXT_ALIGNS, TEXT_MARKS } from './rich-text';

/**
 * The zod schema of the builder's rich text (rich-text.ts says what it is). Apart from the plain
 * functions and limits, so the builder's first load and the visitor's islands read and draw rich text
 * without zod; the server and the inspector validate with this.
 */

const textRunSchema = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1).max(RICH_TEXT_LIMITS.characters),
  marks: z
    .array(z.enum(TEXT_MARKS))
    .max(TEXT_MARKS.length)
    .refine((marks) => new Set(marks).size === marks.length, 'A mark is given twice.')
    .optional(),
});
const lineBreakSchema = z.strictObject({ type: z.literal('break') });
const linkedSchema = z.discriminatedUnion('type', [textRunSchema, lineBreakSchema]);

const linkSchema = z.strictObject({
  type: z.literal('link'),
  url: z.string().max(RICH_TEXT_LIMITS.url).refine(isAllowedLinkUrl, LINK_URL_MESSAGE),
  /** The spec's window rule: an external link opens in the same window when its link type is 1. */
  linkType: z.union([z.literal(0), z.literal(1)]),
  children: z.array(linkedSchema).min(1).max(RICH_TEXT_LIMITS.inlines),
});

const inlineSchema = z.discriminatedUnion('type', [textRunSchema, lineBreakSchema, linkSchema]);
const inlinesSchema = z.array(inlineSchema).max(RICH_TEXT_LIMITS.inlines);
const alignSchema = z.enum(TEXT_ALIGNS).optional();

const paragraphSchema = z.strictObject({ type: z.literal('paragraph'), align: alignSchema, children: inlinesSchema });
const headingSchema = z.strictObject({
  type: z.literal('heading'),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  align: alignSchema,
  children: inlinesSchema,
});
const listItemSchema = z.strictObject({ align: alignSchema, children: inlinesSchema });
const listSchema = z.strictObject({
  type: z.literal('list'),
  style: z.enum(['bullet', 'number']),
  items: z.array(listItemSchema).min(1).max(RICH_TEXT_LIMITS.listItems),
});

const richBlockSchema = z.discriminatedUnion('type', [paragraphSchema, headingSchema, listSchema]);

export type TextRun = z.infer<typeof textRunSchema>;
export type LineBreak = z.infer<typeof lineBreakSchema>;
export type RichLink = z.infer<typeof linkSchema>;
export type RichInline = z.infer<typeof inlineSchema>;
export type RichParagraph = z.infer<typeof paragraphSchema>;
export type RichHeading = z.infer<typeof headingSchema>;
export type RichListItem = z.infer<typeof listItemSchema>;
export type RichList = z.infer<typeof listSchema>;
export type RichBlock = z.infer<typeof richBlockSchema>;

export const richTextDocumentSchema = z
  .strictObject({ blocks: z.array(richBlockSchema).max(RICH_TEXT_LIMITS.blocks) })
  .superRefine((doc, ctx) => {
    const { characters, inlines } = richTextSize(doc);
    if (characters > RICH_TEXT_LIMITS.characters) {
      ctx.addIssue({ code: 'custom', message: `A text may hold at most ${RICH_TEXT_LIMITS.characters.toLocaleString('en')} characters.` });
    }
    if (inlines > RICH_TEXT_LIMITS.inlines) {
      ctx.addIssue({ code: 'custom', message: `A text may hold at most ${RICH_TEXT_LIMITS.inlines.toLocaleString('en')} pieces of formatting.` });
    }
  });
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

