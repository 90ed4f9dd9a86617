/**
 * A profile's statuses with its pinned ones first (SPEC §7 `GET /api/v1/accounts/:id/statuses?pinned=true`,
 * as Mastodon's account timeline shows them), each status once: a pin also on the timeline is left out there.
 */
export function withPinnedFirst(pinned: readonly string[], timeline: readonly (string | null)[]): (string | null)[] {
  if (pinned.length === 0) return [...timeline];
  const pins = new Set(pinned);
  return [...pinned, ...timeline.filter((id) => id === null || !pins.has(id))];
}
