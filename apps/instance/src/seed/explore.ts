import type { SeedAccountSpec, SeedAccounts } from './accounts';
import { favourite, follow, post } from './actions';
import { CARDS } from './content/cards';
import type { CardSpec } from './content/types';
import { cardJson } from './media';
import { account, DAY, HOUR, type SeedContext } from './seed-context';

// What the explore screen shows on a fresh seed beyond the everyday chatter: accounts demo's
// friends follow and demo does not yet (/api/v2/suggestions), and links shared this week
// (/api/v1/trends/links). None of it draws from the seed's PRNG, so the rest of the world is the
// same with or without it.

/** Remote accounts new to demo: alice, bob and grace follow them; demo does not. */
export const NEWCOMER_ACCOUNTS: readonly SeedAccountSpec[] = [
  {
    username: 'tomas',
    domain: 'brass.example',
    displayName: 'Tomás Ferreira',
    note: 'Trumpet teacher and arranger. Long tones before breakfast, big band on Tuesdays. #trumpet',
    initials: 'TF',
    palette: 6,
    createdDaysAgo: 220,
  },
  {
    username: 'noor',
    domain: 'allotment.example',
    displayName: 'Noor Rahman',
    note: 'Allotment number 14. Beans, tomatoes and far too many courgettes. Seed swapper. 🌱',
    initials: 'NR',
    palette: 3,
    createdDaysAgo: 130,
  },
  {
    username: 'kai',
    domain: 'spokes.example',
    displayName: 'Kai Lindqvist',
    note: 'Bike mechanic and occasional programmer. Will fix your derailleur, will not fix your printer. #cycling',
    initials: 'KL',
    palette: 11,
    createdDaysAgo: 80,
  },
];

/** [follower, followed, days ago]. */
const NEWCOMER_FOLLOWS: readonly [string, string, number][] = [
  ['alice', 'tomas', 10],
  ['bob', 'tomas', 10],
  ['grace', 'tomas', 9],
  ['carol', 'noor', 9],
  ['alice', 'noor', 8],
  ['grace', 'kai', 8],
  ['frank', 'kai', 7],
];

/** Links shared this week, each with its preview card, by the newcomers and one by lain. */
const SHARED_LINKS: readonly { author: string; text: string; card: CardSpec; hoursAgo: number }[] = [
  {
    author: 'tomas',
    text: `Every brass teacher I know is sending this interview around this week, and rightly so. ${CARDS.interview.url} #trumpet`,
    card: CARDS.interview,
    hoursAgo: 50,
  },
  {
    author: 'noor',
    text: `Bringing three kinds of climbing beans to this. Labelled, this time. ${CARDS.seeds.url} #gardening`,
    card: CARDS.seeds,
    hoursAgo: 40,
  },
  {
    author: 'kai',
    text: `Moved the workshop's booking tool to SQLite after reading this. Backups are now one file. ${CARDS.sqlite.url} #sqlite`,
    card: CARDS.sqlite,
    hoursAgo: 30,
  },
  {
    author: 'lain',
    text: `this is the way. one file, no daemon. ${CARDS.sqlite.url}`,
    card: CARDS.sqlite,
    hoursAgo: 28,
  },
];

/** [who, post index in SHARED_LINKS, hours after it]: favourites from around the world. */
const FAVOURITES: readonly [string, number, number][] = [
  ['bob', 0, 2],
  ['alice', 0, 5],
  ['carol', 1, 3],
  ['grace', 2, 1],
  ['mira', 2, 4],
];

/**
 * Puts the newcomers' follows, shared links and their favourites on the schedule. `newcomers`
 * are the NEWCOMER_ACCOUNTS rows, kept apart from the main accounts so nothing else picks them.
 */
export function scheduleExploreActivity(ctx: SeedContext, newcomers: SeedAccounts): void {
  const { instance, realNow, schedule } = ctx;
  const idOf = (username: string): string => (newcomers.get(username) ?? account(ctx, username)).id;
  for (const [from, to, daysAgo] of NEWCOMER_FOLLOWS) {
    schedule.add(realNow - daysAgo * DAY, () => follow(instance, idOf(from), idOf(to), { force: true }));
  }
  SHARED_LINKS.forEach((spec, index) => {
    const at = realNow - spec.hoursAgo * HOUR;
    schedule.add(at, () => {
      const status = post(instance, idOf(spec.author), {
        text: spec.text,
        visibility: 'public',
        language: 'en',
        card: cardJson(instance, ctx.media, spec.card),
        createdAt: instance.now(),
      });
      for (const [who, target, hoursAfter] of FAVOURITES) {
        if (target === index) schedule.add(at + hoursAfter * HOUR, () => favourite(instance, idOf(who), status.id));
      }
    });
  });
}
