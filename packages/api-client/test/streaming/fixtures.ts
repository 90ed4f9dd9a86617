export { FIXTURES_DIR, fixture as readFixture } from '../support/fixtures';

/** A frame as the server sends it: `payload` is the entity JSON-encoded a second time. */
export function frameOf(stream: string[], event: string, entity: unknown): { stream: string[]; event: string; payload: string } {
  return { stream, event, payload: JSON.stringify(entity) };
}
