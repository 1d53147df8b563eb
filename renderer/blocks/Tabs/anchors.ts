/**
 * A tab's anchor in the address (spec §2 Content screens, §4 Tabs block): the owner's anchor name, else
 * the tab's label in lower case with its first space removed, else the tab's id. Kept as the spec words it
 * (no other character changed): the tabs script encodes it when it writes the hash and decodes the hash it
 * reads, so a link typed from the rule opens the tab.
 */
export function tabAnchor(anchorName: string, label: string, id: string): string {
  return anchorName.trim() || label.trim().toLowerCase().replace(' ', '') || id;
}
