import type { Instance } from '../context';
import { findAccount, findAccountByHandle } from '../db/queries';
import { latestOriginalStatusesOf, latestPublicStatusesNotBy } from '../db/repositories/statuses';
import type { AccountRow, StatusRow } from '../db/rows';
import { acctOf } from '../serializers/urls';
import { favourite, follow, post, reblog } from '../seed/actions';
import { GENERIC_REPLIES, SIMULATED_ENDINGS, SIMULATED_OPENINGS, SIMULATED_TAGS } from '../seed/content/replies';
import { mulberry32, Random } from '../seed/random';

export interface SimulationOptions {
  /** Time between two actions. */
  intervalMs?: number;
  random?: () => number;
  /** Told what each action did, e.g. to print it. */
  onAction?: (description: string) => void;
}

export interface Simulation {
  stop: () => void;
  /** How many actions have happened. */
  readonly count: number;
}

/** The seeded accounts that act: not the moved, muted or blocked ones. */
const ACTORS: readonly [string, string | null][] = [
  ['alice', null],
  ['bob', null],
  ['carol', null],
  ['dave', null],
  ['frank', null],
  ['grace', null],
  ['someone', 'remote.example'],
  ['mira', 'photos.example'],
  ['lain', 'pleroma.example'],
];

type Action = (actor: AccountRow) => string | null;

/**
 * Makes the seeded accounts act on their own every `intervalMs`, through the same services the API
 * uses, so demo sees statuses stream in and notifications arrive: a post (sometimes mentioning demo
 * or with a hashtag), a reply to a recent status, a favourite or boost of one of demo's statuses,
 * or a follow of demo. Needs the demo world (does nothing without a `demo` account).
 */
export function startSimulation(instance: Instance, options: SimulationOptions = {}): Simulation {
  const random = new Random(options.random ?? mulberry32(7));
  const intervalMs = options.intervalMs ?? 5000;
  const demo = findAccountByHandle(instance.db, 'demo', null);
  const actors = ACTORS.map(([username, domain]) => findAccountByHandle(instance.db, username, domain)).filter((row): row is AccountRow => row !== undefined);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let count = 0;

  const demoStatuses = (reach: 'public' | 'followers'): StatusRow[] => (demo ? latestOriginalStatusesOf(instance.db, demo.id, reach) : []);

  const posting: Action = (actor) => {
    const mention = demo && random.chance(0.3) ? '@demo ' : '';
    const tag = random.chance(0.4) ? ` ${random.pick(SIMULATED_TAGS)}` : '';
    const status = post(instance, actor.id, { text: `${mention}${random.pick(SIMULATED_OPENINGS)} ${random.pick(SIMULATED_ENDINGS)}${tag}`, visibility: 'public' });
    return `${acctOf(actor)} posted ${status.id}: ${status.text}`;
  };
  const replying: Action = (actor) => {
    const recent = latestPublicStatusesNotBy(instance.db, actor.id);
    if (recent.length === 0) return null;
    const target = random.pick(recent);
    const author = findAccount(instance.db, target.account_id);
    if (!author) return null;
    const status = post(instance, actor.id, { text: `@${acctOf(author)} ${random.pick(GENERIC_REPLIES)}`, visibility: target.visibility, inReplyToId: target.id });
    return `${acctOf(actor)} replied ${status.id} to ${acctOf(author)}: ${status.text}`;
  };
  const favouriting: Action = (actor) => {
    for (const status of random.shuffle(demoStatuses('followers'))) {
      if (favourite(instance, actor.id, status.id)) return `${acctOf(actor)} favourited demo's ${status.id}`;
    }
    return null;
  };
  const boosting: Action = (actor) => {
    for (const status of random.shuffle(demoStatuses('public'))) {
      if (reblog(instance, actor.id, status.id)) return `${acctOf(actor)} boosted demo's ${status.id}`;
    }
    return null;
  };
  const following: Action = (actor) => (demo && follow(instance, actor.id, demo.id) !== 'unchanged' ? `${acctOf(actor)} followed demo` : null);

  const tick = (): void => {
    timer = null;
    if (stopped) return;
    try {
      const actor = random.pick(actors);
      const roll = random.next();
      // The bot only posts; everyone else does a bit of everything, falling back to posting.
      const action = actor.bot === 1 ? posting : roll < 0.35 ? posting : roll < 0.55 ? replying : roll < 0.75 ? favouriting : roll < 0.9 ? boosting : following;
      const description = action(actor) ?? posting(actor);
      count += 1;
      if (description) options.onAction?.(description);
    } catch (error) {
      options.onAction?.(`simulation step failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };

  if (demo && actors.length > 0) timer = setTimeout(tick, intervalMs);
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    get count() {
      return count;
    },
  };
}
