import { Fragment } from 'react';
import type { TextConfig } from '../../../schema/catalogue';
import { BuilderText } from '../../texts';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';

const HEADING_TAGS = { heading1: 'h1', heading2: 'h2', heading3: 'h3' } as const;

/** Paragraphs are separated by blank lines; a single line break stays a line break. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

export function TextBlock({ config, mode }: BlockProps<TextConfig>) {
  const className = `block-text text-align-${config.align} text-${config.variant}`;
  const paragraphs = splitParagraphs(config.text ?? '');
  if (paragraphs.length === 0) {
    return mode === 'builder' ? (
      <div className={className}>
        <BuilderHint>{BuilderText.emptyText}</BuilderHint>
      </div>
    ) : null;
  }
  if (config.variant !== 'paragraph') {
    const Heading = HEADING_TAGS[config.variant] ?? 'h2';
    return (
      <div className={className}>
        <Heading>
          <Lines text={paragraphs.join('\n')} />
        </Heading>
      </div>
    );
  }
  return (
    <div className={className}>
      {paragraphs.map((p, i) => (
        <p key={i}>
          <Lines text={p} />
        </p>
      ))}
    </div>
  );
}

export default TextBlock;
