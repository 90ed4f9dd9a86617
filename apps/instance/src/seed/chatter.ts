import { findAccount } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { favourite, post, reblog } from './actions';
import { AUTHOR_ANSWERS, BOT_ANSWERS, GENERIC_REPLIES } from './content/replies';
import { account, DAY, handleOf, HOUR, MINUTE, type SeedContext } from './seed-context';

/** Who favourites, boosts and chats in the seeded world: not the bot, the moved account, or the muted and blocked ones. */
export const ACTORS: readonly string[] = ['demo', 'alice', 'bob', 'carol', 'frank', 'grace', 'someone', 'lain', 'mira', 'yosef', 'layla'];

/**
 * The reactions a status gets over the following hours: favourites, boosts (public and unlisted
 * only), and for top-level posts sometimes a short reply or two, which the author may answer.
 * demo's posts get more attention, so demo's notifications fill up.
 */
export function scheduleReactions(ctx: SeedContext, status: StatusRow, options: { replies: boolean }): void {
  const { random, schedule } = ctx;
  const author = findAccount(ctx.instance.db, status.account_id);
  if (!author) return;
  const isDemo = author.username === 'demo' && author.domain === null;
  const others = ACTORS.filter((name) => name !== author.username);
  const posted = schedule.time;
  const later = (min: number, max: number): number => posted + min + random.next() * (max - min);

  const favouriters = random.sample(others, isDemo ? random.int(2, 6) : random.int(0, options.replies ? 4 : 2));
  for (const name of favouriters) schedule.add(later(2 * MINUTE, DAY), () => favourite(ctx.instance, account(ctx, name).id, status.id));

  if (status.visibility === 'public' || status.visibility === 'unlisted') {
    const boostChance = isDemo ? 0.7 : options.replies ? 0.3 : 0.08;
    if (random.chance(boostChance)) {
      for (const name of random.sample(others, random.int(1, isDemo ? 3 : 2))) {
        schedule.add(later(5 * MINUTE, DAY), () => reblog(ctx.instance, account(ctx, name).id, status.id));
      }
    }
  }

  if (!options.replies || status.visibility === 'private' || status.visibility === 'direct') return;
  if (!random.chance(author.bot === 1 ? 0.15 : 0.5)) return;
  for (const name of random.sample(others, random.int(1, 2))) {
    const text = random.pick(GENERIC_REPLIES);
    const answer = random.chance(0.4) ? random.pick(author.bot === 1 ? BOT_ANSWERS : AUTHOR_ANSWERS) : null;
    schedule.add(later(3 * MINUTE, 6 * HOUR), () => {
      const replier = account(ctx, name);
      const reply = post(ctx.instance, replier.id, {
        text: `${handleOf(author)} ${text}`,
        visibility: status.visibility,
        inReplyToId: status.id,
        createdAt: ctx.instance.now(),
      });
      if (random.chance(0.3)) schedule.add(schedule.time + random.next() * 3 * HOUR, () => favourite(ctx.instance, author.id, reply.id));
      if (answer) {
        schedule.add(schedule.time + (5 + random.next() * 90) * MINUTE, () => {
          post(ctx.instance, author.id, { text: `${handleOf(replier)} ${answer}`, visibility: status.visibility, inReplyToId: reply.id, createdAt: ctx.instance.now() });
        });
      }
    });
  }
}
