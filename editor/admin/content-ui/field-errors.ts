/**
 * The server refuses bad input with one sentence naming each field ("name: Enter a name.; url: Enter a web
 * address…"); a form shows each reason next to its field, and what names no field of the form above it.
 */
export interface FieldErrors {
  fields: Record<string, string>;
  general: string | null;
}

export const NO_ERRORS: FieldErrors = { fields: {}, general: null };

export function splitFieldErrors(message: string, fields: readonly string[]): FieldErrors {
  const known = new Set(fields);
  const out: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    // "tags.2: A tag is at most 50 characters." belongs to the tags field.
    const match = /^([A-Za-z]+)((?:\.[\w]+)*): (.+)$/.exec(part);
    if (match && known.has(match[1])) out[match[1]] = out[match[1]] ? `${out[match[1]]} ${match[3]}` : match[3];
    else rest.push(part);
  }
  return { fields: out, general: rest.length ? rest.join('; ') : null };
}
