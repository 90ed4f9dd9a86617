/** SPEC §4: progress is simulated up to 99 percent while requests are in flight. */
export const MAX_SIMULATED_PROGRESS = 99;

/** One tick: a tenth of the distance left to 100 (at least 1 point), never past 99. */
export function nextProgress(progress: number): number {
  const step = Math.max(1, Math.round((100 - progress) / 10));
  return Math.min(MAX_SIMULATED_PROGRESS, progress + step);
}
