import type { Db } from '../connection';
import type { PollRow } from '../rows';
import { SnapshotCache } from '../snapshot-cache';
import { groupBy, selectIn } from './in-list';

const pollsRead = new SnapshotCache<PollRow>();

/** The polls of these statuses, by status id (most statuses have none). */
export function pollsOfStatuses(db: Db, statusIds: readonly string[]): Map<string, PollRow> {
  return pollsRead.read(db, statusIds, (missing) => {
    const rows = selectIn<PollRow>(db, missing, (list) => `SELECT * FROM polls WHERE status_id IN (${list})`);
    return new Map(rows.map((row) => [row.status_id, row]));
  });
}

export interface PollTally {
  /** Votes per option index. */
  votes: Map<number, number>;
  voters: number;
}

const talliesRead = new SnapshotCache<PollTally>();

export function pollTallies(db: Db, pollIds: readonly string[]): Map<string, PollTally> {
  return talliesRead.read(db, pollIds, (missing) => countVotes(db, missing));
}

function countVotes(db: Db, pollIds: readonly string[]): Map<string, PollTally> {
  const tallies = new Map<string, PollTally>(pollIds.map((id) => [id, { votes: new Map(), voters: 0 }]));
  const votes = selectIn<{ poll_id: string; choice: number; n: number }>(
    db,
    pollIds,
    (list) => `SELECT poll_id, choice, count(*) AS n FROM poll_votes WHERE poll_id IN (${list}) GROUP BY poll_id, choice`,
  );
  for (const row of votes) tallies.get(row.poll_id)?.votes.set(row.choice, row.n);
  const voters = selectIn<{ poll_id: string; n: number }>(
    db,
    pollIds,
    (list) => `SELECT poll_id, count(DISTINCT account_id) AS n FROM poll_votes WHERE poll_id IN (${list}) GROUP BY poll_id`,
  );
  for (const row of voters) {
    const tally = tallies.get(row.poll_id);
    if (tally) tally.voters = row.n;
  }
  return tallies;
}

/** The options `accountId` chose in each poll, in option order. */
export function ownVotes(db: Db, pollIds: readonly string[], accountId: string): Map<string, number[]> {
  const rows = selectIn<{ poll_id: string; choice: number }>(
    db,
    pollIds,
    (list) => `SELECT poll_id, choice FROM poll_votes WHERE account_id = @account AND poll_id IN (${list}) ORDER BY poll_id, choice`,
    { account: accountId },
  );
  const grouped = groupBy(rows, (row) => row.poll_id);
  return new Map([...grouped].map(([pollId, choices]) => [pollId, choices.map((row) => row.choice)]));
}

export function findPoll(db: Db, id: string): PollRow | undefined {
  return db.prepare<[string], PollRow>('SELECT * FROM polls WHERE id = ?').get(id);
}

/** The options `accountId` chose in the poll. */
export function choicesOf(db: Db, pollId: string, accountId: string): number[] {
  return db
    .prepare<[string, string], { choice: number }>('SELECT choice FROM poll_votes WHERE poll_id = ? AND account_id = ?')
    .all(pollId, accountId)
    .map((row) => row.choice);
}

/** One vote per choice, all or none. */
export function insertVotes(db: Db, votes: readonly { id: string; poll_id: string; account_id: string; choice: number; created_at: string }[]): void {
  const insert = db.prepare('INSERT INTO poll_votes (id, poll_id, account_id, choice, created_at) VALUES (@id, @poll_id, @account_id, @choice, @created_at)');
  db.transaction(() => {
    for (const vote of votes) insert.run(vote);
  })();
}

export function insertPoll(db: Db, row: Omit<PollRow, 'ended_notified'>): void {
  db.prepare(
    `INSERT INTO polls (id, status_id, account_id, options, multiple, hide_totals, expires_at, created_at)
     VALUES (@id, @status_id, @account_id, @options, @multiple, @hide_totals, @expires_at, @created_at)`,
  ).run(row);
}

/** Polls that ended by `now` and whose end nobody was told of yet, the earliest first. */
export function endedPollsToAnnounce(db: Db, now: string): PollRow[] {
  return db.prepare<[string], PollRow>('SELECT * FROM polls WHERE ended_notified = 0 AND expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at').all(now);
}

/** Marks the poll's end as announced; false when someone else already did. */
export function claimPollEnd(db: Db, pollId: string): boolean {
  return db.prepare('UPDATE polls SET ended_notified = 1 WHERE id = ? AND ended_notified = 0').run(pollId).changes > 0;
}

export function voterIds(db: Db, pollId: string): string[] {
  return db
    .prepare<[string], { account_id: string }>('SELECT DISTINCT account_id FROM poll_votes WHERE poll_id = ?')
    .all(pollId)
    .map((row) => row.account_id);
}

/** The poll of a status: its id and when it ends. */
export function pollOfStatus(db: Db, statusId: string): { id: string; expires_at: string } | undefined {
  return db.prepare<[string], { id: string; expires_at: string }>('SELECT id, expires_at FROM polls WHERE status_id = ?').get(statusId);
}

export function hasVoted(db: Db, pollId: string, accountId: string): boolean {
  return (
    db
      .prepare<[string, string], { one: number }>('SELECT 1 AS one WHERE EXISTS (SELECT 1 FROM poll_votes WHERE poll_id = ? AND account_id = ?)')
      .get(pollId, accountId) !== undefined
  );
}

/** Stores votes, skipping any the account already cast for that choice. */
export function insertVotesIfAbsent(db: Db, votes: readonly { id: string; poll_id: string; account_id: string; choice: number; created_at: string }[]): void {
  const insert = db.prepare('INSERT OR IGNORE INTO poll_votes (id, poll_id, account_id, choice, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const vote of votes) insert.run(vote.id, vote.poll_id, vote.account_id, vote.choice, vote.created_at);
}

/** A poll's status and that status' author. */
export function pollStatusAndAuthor(db: Db, pollId: string): { status_id: string; account_id: string } | undefined {
  return db.prepare<[string], { status_id: string; account_id: string }>('SELECT status_id, account_id FROM polls WHERE id = ?').get(pollId);
}

/** The accounts that voted in a poll, by id. */
export function voterIdsInOrder(db: Db, pollId: string): string[] {
  return db
    .prepare<[string], { account_id: string }>('SELECT DISTINCT account_id FROM poll_votes WHERE poll_id = ? ORDER BY account_id')
    .all(pollId)
    .map((row) => row.account_id);
}

/** Marks a poll's end as announced. */
export function markPollEndNotified(db: Db, pollId: string): void {
  db.prepare('UPDATE polls SET ended_notified = 1 WHERE id = ?').run(pollId);
}

/** The options (JSON) of `statusId`'s poll, if it has one. */
export function pollOptionsOfStatus(db: Db, statusId: string): string | undefined {
  return db.prepare<[string], Pick<PollRow, 'options'>>('SELECT options FROM polls WHERE status_id = ?').get(statusId)?.options;
}
