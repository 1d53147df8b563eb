import { isRichTextEmpty } from '../../../schema/rich-text';
import { BuilderText } from '../../texts';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';
import { textContentOf } from './content';
import { RichTextBlocks, sharedAlign } from './rich';

/** The text block's rules, for visitors and the builder's canvas alike (the inline editor draws the same tags). */
export const TEXT_CSS = `.block-text{max-width:72ch}
.block-text>:last-child{margin-bottom:0}
.block-text p,.block-text li{font-size:1.0625rem}
.block-text ul,.block-text ol{margin:0 0 1em;padding-left:1.5em}
.block-text li+li{margin-top:.25em}
.rt-align-center{text-align:center}.rt-align-right{text-align:right}.rt-align-justify{text-align:justify}
`;

/** The block's classes: where all of its lines are centred or to the right, the block sits there too. */
export function textBlockClass(align: string | null): string {
  return align ? `block-text text-align-${align}` : 'block-text';
}

/**
 * A text block: its rich text drawn from the document's data. Empty, it shows the spec's placeholder in
 * the builder and nothing to visitors.
 */
export function TextBlock({ config, mode }: BlockProps<Record<string, unknown>>) {
  const content = textContentOf(config);
  if (isRichTextEmpty(content)) {
    return mode === 'builder' ? (
      <div className="block-text">
        <BuilderHint>{BuilderText.emptyText}</BuilderHint>
      </div>
    ) : null;
  }
  return (
    <div className={textBlockClass(sharedAlign(content.blocks))}>
      <RichTextBlocks blocks={content.blocks} />
    </div>
  );
}

export default TextBlock;
