/** Whether a post with this publish time is waiting to go out, out already, or to go out when saved (no time). */
export type PublishState = { kind: 'scheduled'; at: string } | { kind: 'published'; at: string } | { kind: 'on-save' };

export function publishState(at: string | null, now: Date): PublishState {
  if (!at) return { kind: 'on-save' };
  return Date.parse(at) > now.getTime() ? { kind: 'scheduled', at } : { kind: 'published', at };
}
