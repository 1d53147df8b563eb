/**
 * A section heading's id: the fixed pages' own for the default templates' blocks (whose ids start
 * with 'default-'), so those pages read as they always have; one of its own for any other block, as
 * a template may hold a block twice.
 */
export function headingId(name: string, blockId: string): string {
  return blockId.startsWith('default-') ? name : `${name}-${blockId}`;
}
