import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { markersOf, saveMarker, type MarkerTimeline } from '../db/repositories/markers';
import type { MarkerRow } from '../db/rows';
import { unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { record, str } from '../http/param-readers';
import { texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';

const TIMELINES: readonly MarkerTimeline[] = ['home', 'notifications'];

/** https://docs.joinmastodon.org/entities/Marker/ */
interface MarkerJson {
  last_read_id: string;
  version: number;
  updated_at: string;
}

const markerQuery = z.object({ timeline: texts() });
/** `home[last_read_id]` and `notifications[last_read_id]`; other keys are ignored (params.slice). */
const markerBody = z.unknown().transform((raw) => {
  const params = record(raw);
  return TIMELINES.flatMap((timeline) => (Object.hasOwn(params, timeline) ? [{ timeline, lastReadId: str(record(params[timeline]).last_read_id) }] : []));
});

function serializeMarkers(rows: readonly MarkerRow[]): Record<string, MarkerJson> {
  const out: Record<string, MarkerJson> = {};
  for (const row of rows) out[row.timeline] = { last_read_id: row.last_read_id, version: row.version, updated_at: row.updated_at };
  return out;
}

/**
 * Read positions shared between a user's clients. https://docs.joinmastodon.org/methods/markers/ —
 * the answer has a key only for timelines that have a marker; writes are serialized by SQLite, so
 * the 409 Mastodon answers on a concurrent update cannot happen here.
 */
export function markerRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);

  api.get('/api/v1/markers', { auth: signedIn('read:statuses'), query: markerQuery }, async ({ auth, query }) => {
    const timelines = TIMELINES.filter((timeline) => query.timeline.includes(timeline));
    return serializeMarkers(markersOf(db, auth.accountId, timelines));
  });

  api.post('/api/v1/markers', { auth: signedIn('write:statuses'), body: markerBody }, async ({ auth: { accountId }, body }) => {
    if (body.some(({ lastReadId }) => lastReadId === undefined || !/^\d+$/.test(lastReadId))) throw unprocessable("Last read can't be blank");
    const now = instance.now().toISOString();
    db.transaction(() => {
      for (const { timeline, lastReadId } of body) if (lastReadId !== undefined) saveMarker(db, accountId, timeline, lastReadId, now);
    })();
    return serializeMarkers(
      markersOf(
        db,
        accountId,
        body.map(({ timeline }) => timeline),
      ),
    );
  });
}
