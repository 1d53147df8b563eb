/** A message carried to the next screen (after a delete the form closes and the table says what happened). */
let pending: string | null = null;

export function setFlash(text: string): void {
  pending = text;
}

export function takeFlash(): string | null {
  const text = pending;
  pending = null;
  return text;
}
