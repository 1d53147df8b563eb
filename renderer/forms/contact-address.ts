import { defaultSubject, DEFAULT_MESSAGE, type SubjectWork } from './subject';

/**
 * What the contact page takes from its address (storefront spec §7, §9): inventoryId names the work an
 * inquiry is about; subject and message prefill the form. With a work and no subject of its own, the
 * subject is the spec's default for the work; with a work and no message, the default message.
 */
export interface ContactPrefill {
  inventoryId: number | null;
  subject: string;
  message: string;
}

export function contactPrefill(search: string): ContactPrefill {
  const params = new URLSearchParams(search);
  const id = params.get('inventoryId') ?? '';
  const inventoryId = /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
  return {
    inventoryId,
    subject: (params.get('subject') ?? '').slice(0, 300),
    message: (params.get('message') ?? '').slice(0, 5000) || (inventoryId ? DEFAULT_MESSAGE : ''),
  };
}

/** The subject to show: the address's own, else the work's default once the work is known. */
export function prefilledSubject(prefill: ContactPrefill, work: SubjectWork | null): string {
  if (prefill.subject) return prefill.subject;
  return work ? defaultSubject(work) : '';
}
