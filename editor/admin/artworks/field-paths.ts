/**
 * The server refuses bad input with one sentence naming each field by its path ("title: Enter a title.;
 * editions.1.price: A price cannot be negative."). The artwork form shows each reason beside the control
 * its path names, or beside the nearest part of the form that holds it; what names nothing of the form
 * goes above it.
 */
export interface PathErrors {
  paths: Record<string, string>;
  general: string | null;
}

export const NO_PATH_ERRORS: PathErrors = { paths: {}, general: null };

/** The longest known path that is `path` or holds it ('tags' holds 'tags.2'). */
function holder(path: string, known: ReadonlySet<string>): string | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const candidate = parts.slice(0, n).join('.');
    if (known.has(candidate)) return candidate;
  }
  return null;
}

export function splitPathErrors(message: string, known: Iterable<string>, prefix = ''): PathErrors {
  const knownSet = new Set(known);
  const paths: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z]\w*(?:\.\w+)*): (.+)$/s.exec(part);
    const at = match ? holder(prefix + match[1], knownSet) : null;
    if (match && at) paths[at] = paths[at] ? `${paths[at]} ${match[2]}` : match[2];
    else rest.push(part);
  }
  return { paths, general: rest.length ? rest.join('; ') : null };
}

/** Both sets of reasons together (the artwork's own, then its editions'). */
export function mergePathErrors(a: PathErrors, b: PathErrors): PathErrors {
  const general = [a.general, b.general].filter(Boolean).join('; ');
  return { paths: { ...a.paths, ...b.paths }, general: general || null };
}
