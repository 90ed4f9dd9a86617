import type { Instance } from '../context';
import { countAccounts } from '../db/repositories/accounts';
import { countStatuses } from '../db/repositories/statuses';
import { addReaction, publishAnnouncement } from '../services/announcements';
import { createSeedAccounts, drawAccountImages, type SeedAccounts } from './accounts';
import { follow } from './actions';
import { ALICE_POSTS, BOB_POSTS, CAROL_POSTS, DEMO_POSTS } from './content/people-posts';
import { davePosts, ERIN_POSTS, FRANK_POSTS, GRACE_POSTS } from './content/more-posts';
import { DIRECT_POSTS, REMOTE_POSTS } from './content/remote-posts';
import { seedCustomEmojis } from './emojis';
import { NEWCOMER_ACCOUNTS, scheduleExploreActivity } from './explore';
import { seedInstanceDocuments } from './instance-documents';
import { renderSeedMedia } from './media';
import { DEMO_SEED, mulberry32, Random } from './random';
import { LATE_FOLLOWS, moveAccount, PENDING_REQUESTS, seedAccountId, seedGraph, seedIdentityProofs, seedListsAndFilters } from './relations';
import { seedReports } from './reports';
import { Schedule } from './schedule';
import { DAY, HOUR, MINUTE, type SeedContext } from './seed-context';
import { schedulePosts } from './statuses';

export { DEMO_SEED, mulberry32, Random } from './random';

export interface SeedOptions {
  /** The PRNG every choice and text comes from; the fixed demo seed by default. */
  random?: () => number;
}

export interface SeedResult {
  ms: number;
  accounts: number;
  statuses: number;
  demoAccountId: string;
}

/** The instance's one announcement in the demo world. */
export const WELCOME_ANNOUNCEMENT =
  'Welcome to Trumpet Local, a Mastodon-compatible server on your own machine. Say hello under #introductions, and react to this announcement with an emoji.';

/** How far back the seeded statuses go. */
const WEEKS = 3;

/**
 * Creates the demo world in an empty instance: accounts with pictures, three weeks of statuses
 * (threads, boosts, polls, media, cards, direct messages), follows, lists, a filter, and
 * notifications of every type for `demo`. Dates are relative to `instance.now()`; everything else
 * comes from the PRNG, so two seeds produce the same texts in the same order.
 */
export async function seedDemo(instance: Instance, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const random = new Random(options.random ?? mulberry32(DEMO_SEED));
  const realNow = instance.now().getTime();
  const schedule = new Schedule(realNow - WEEKS * 7 * DAY, realNow - 2 * MINUTE);
  const seeded: Instance = { ...instance, now: schedule.now };
  const specs = [
    ...DEMO_POSTS,
    ...ALICE_POSTS,
    ...BOB_POSTS,
    ...CAROL_POSTS,
    ...ERIN_POSTS,
    ...FRANK_POSTS,
    ...GRACE_POSTS,
    ...davePosts(random, WEEKS * 7),
    ...REMOTE_POSTS,
    ...DIRECT_POSTS,
  ];

  const accounts = createSeedAccounts(seeded, realNow);
  const newcomers = createSeedAccounts(seeded, realNow, NEWCOMER_ACCOUNTS);
  // Each of these draws from the PRNG synchronously before its first await, in this order.
  const [, media] = await Promise.all([drawAccountImages(seeded, accounts, random), renderSeedMedia(specs, random), seedCustomEmojis(seeded)]);
  // The newcomers' pictures come from a PRNG of their own, so the world above does not change with them.
  await drawAccountImages(seeded, newcomers, new Random(mulberry32(DEMO_SEED + 1)), NEWCOMER_ACCOUNTS);
  const ctx: SeedContext = { instance: seeded, random, accounts, schedule, media, realNow };
  instance.db.transaction(() => buildWorld(ctx, specs, newcomers))();

  return {
    ms: Math.round(performance.now() - started),
    accounts: countAccounts(instance.db),
    statuses: countStatuses(instance.db),
    demoAccountId: seedAccountId(accounts, 'demo'),
  };
}

function buildWorld(ctx: SeedContext, specs: Parameters<typeof schedulePosts>[1], newcomers: SeedAccounts): void {
  const { schedule, accounts, realNow } = ctx;
  const id = (username: string): string => seedAccountId(accounts, username);

  schedule.setTime(realNow - 28 * DAY);
  seedInstanceDocuments(ctx.instance);
  seedGraph(ctx.instance, accounts);
  seedIdentityProofs(ctx.instance, accounts);
  schedule.setTime(realNow - 27 * DAY);
  seedListsAndFilters(ctx.instance, accounts);

  for (const [from, to, hoursAgo] of LATE_FOLLOWS) schedule.add(realNow - hoursAgo * HOUR, () => follow(ctx.instance, id(from), id(to), { force: true }));
  for (const [from, to, hoursAgo] of PENDING_REQUESTS) schedule.add(realNow - hoursAgo * HOUR, () => follow(ctx.instance, id(from), id(to), { request: true }));
  schedule.add(realNow - 12 * DAY + 30 * MINUTE, () => moveAccount(ctx.instance, accounts, 'erin', 'frank'));

  schedulePosts(ctx, specs);
  scheduleExploreActivity(ctx, newcomers);
  seedReports(ctx);
  schedule.add(realNow - DAY, () => {
    const welcome = publishAnnouncement(ctx.instance, { text: WELCOME_ANNOUNCEMENT });
    for (const username of ['alice', 'bob']) addReaction(ctx.instance, id(username), welcome.id, '🎉');
  });
  schedule.runAll();
}
