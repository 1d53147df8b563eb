/**
 * A tab's anchor in the address (spec §2 Content screens, §4 Tabs block): the owner's anchor name, or by
 * default the tab's label in lower case with its first space removed.
 */
export function tabAnchor(anchorName: string, label: string): string {
  const anchor = anchorName.trim() || label.toLowerCase().replace(' ', '');
  return anchor.replace(/[^\p{L}\p{N}_-]/gu, '-');
}
