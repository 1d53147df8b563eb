import { FormText } from '../../schema/api/forms-text';

/** What the inquiry's default subject names of a work. */
export interface SubjectWork {
  title: string;
  artistName?: string | null;
  inventoryId: number;
  sku?: string | null;
}

/**
 * The default contact subject (storefront spec §9): 'Website inquiry regarding' the title, with the
 * artist's name, the inventory number and the SKU appended (each left out when the work has none).
 */
export function defaultSubject(work: SubjectWork): string {
  const parts = [work.title.trim()];
  if (work.artistName?.trim()) parts.push(work.artistName.trim());
  parts.push(`#${work.inventoryId}`);
  if (work.sku?.trim()) parts.push(`SKU ${work.sku.trim()}`);
  return `${FormText.defaultSubjectPrefix} ${parts.join(', ')}`;
}

export const DEFAULT_MESSAGE = FormText.defaultMessage;
