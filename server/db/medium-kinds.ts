import { sql, type SQL } from 'drizzle-orm';
import type { MediumOption } from '../../schema/inventory-filters';

/**
 * Which of the spec's medium options (Oil, Mixed Media, Sculpture, Acrylic, Photography, Paper) a work
 * falls into, from its free-text medium and its classification. The database keeps the answer in a
 * generated column (inventory.medium_kinds, GIN-indexed), so every writer of inventory gets it and the
 * medium filter is one indexed `&&`. PostgreSQL regular expressions: \m and \M are word boundaries.
 */
const RULES: Record<MediumOption, { medium: string; classification?: string }> = {
  Oil: { medium: '\\moil\\M' },
  // More than one material, or the techniques that join several.
  'Mixed Media': { medium: 'mixed media|collage|assemblage|cut-and-pasted|\\mand\\M' },
  Sculpture: { medium: '\\m(bronze|marble|granite|plaster|terracotta|carved|sculpture)\\M', classification: 'sculpture' },
  // Acrylic paint, which catalogues such as MoMA's call synthetic polymer paint.
  Acrylic: { medium: '\\macrylic|synthetic polymer' },
  Photography: {
    medium: 'photograph|gelatin silver|chromogenic|albumen|platinum print|pigment print|inkjet|calotype|daguerreotype|cyanotype|salted paper|dye transfer|silver dye bleach',
    classification: 'photograph',
  },
  // Works on paper: drawings and prints, and anything whose medium names paper.
  Paper: { medium: '\\m(paper|washi)\\M', classification: '^(drawing|print)$' },
};

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** The generated column's expression: the options whose rule the work meets, in the spec's order. */
export function mediumKindsExpression(): SQL {
  const cases = Object.entries(RULES).map(([option, rule]) => {
    const tests = [`"medium" ~* ${literal(rule.medium)}`, ...(rule.classification ? [`"classification" ~* ${literal(rule.classification)}`] : [])];
    return `case when ${tests.join(' or ')} then ${literal(option)} end`;
  });
  return sql.raw(`array_remove(array[${cases.join(', ')}]::text[], null)`);
}
