import { parseArgs } from 'node:util';
import path from 'node:path';
import { createInstance } from '../create-instance';
import { announcementProblem, publishAnnouncement, unpublishAnnouncement } from '../services/announcements';
import { defaultDataDir } from './paths';
import type { Output } from './run';

export const ANNOUNCE_USAGE = `Usage: trumpet-instance announce [--data DIR] [--starts-at WHEN --ends-at WHEN] [--all-day] TEXT
       trumpet-instance announce [--data DIR] --remove ID

  Publishes an announcement to everyone on the instance (or removes one), then exits.
  TEXT is plain text: links, @mentions, #hashtags and :custom_emoji: work as in posts.
  --starts-at, --ends-at  what the announcement is about, as ISO 8601 dates or times (both or neither)
  --all-day               the two are dates, without a time
  --data DIR              data folder (default .data/instance in the repository)
  A server running on the same folder lists it at once; its streaming clients are not told (another process).
`;

/** Reads an ISO 8601 date or time; null when it is not one. */
function isoDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `trumpet-instance announce …`: 0 when published or removed, 1 when there was nothing to remove, 2 for bad arguments. */
export function runAnnounce(argv: readonly string[], stdout: Output, stderr: Output): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: {
        data: { type: 'string' },
        'starts-at': { type: 'string' },
        'ends-at': { type: 'string' },
        'all-day': { type: 'boolean' },
        remove: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    stderr.write(`trumpet-instance announce: ${error instanceof Error ? error.message : String(error)}\n\n${ANNOUNCE_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    stdout.write(ANNOUNCE_USAGE);
    return 0;
  }
  const fail = (message: string): number => {
    stderr.write(`trumpet-instance announce: ${message}\n\n${ANNOUNCE_USAGE}`);
    return 2;
  };
  const text = positionals.join(' ');
  if (values.remove !== undefined && text !== '') return fail('--remove takes no text');
  const startsAt = values['starts-at'] === undefined ? null : isoDate(values['starts-at']);
  const endsAt = values['ends-at'] === undefined ? null : isoDate(values['ends-at']);
  if (values['starts-at'] !== undefined && !startsAt) return fail(`--starts-at must be an ISO 8601 date or time, not "${values['starts-at']}"`);
  if (values['ends-at'] !== undefined && !endsAt) return fail(`--ends-at must be an ISO 8601 date or time, not "${values['ends-at']}"`);
  const input = { text, startsAt, endsAt, allDay: values['all-day'] === true };
  const problem = values.remove === undefined ? announcementProblem(input) : null;
  if (problem) return fail(problem);

  const dataDir = path.resolve(values.data ?? defaultDataDir());
  const instance = createInstance({ dataDir, baseUrl: 'http://127.0.0.1' });
  try {
    if (values.remove !== undefined) {
      if (!unpublishAnnouncement(instance, values.remove)) {
        stderr.write(`trumpet-instance announce: no announcement ${values.remove}\n`);
        return 1;
      }
      stdout.write(`Removed announcement ${values.remove}.\n`);
      return 0;
    }
    const row = publishAnnouncement(instance, input);
    stdout.write(`Published announcement ${row.id}.\n`);
    return 0;
  } finally {
    instance.db.close();
  }
}
