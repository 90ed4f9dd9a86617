import { snowflake } from '../db/ids';
import { moderationStatuses } from '../db/repositories/moderation';
import { insertReport } from '../db/repositories/reports';
import { account, HOUR, type SeedContext } from './seed-context';

interface SeedReport {
  by: string;
  about: string;
  category: 'spam' | 'other';
  comment: string;
  /** Include the reported account's statuses whose text contains this. */
  quoting?: string;
  hoursAgo: number;
}

/** Open reports for the moderation pages: about the two noisy remote accounts. */
const REPORTS: readonly SeedReport[] = [
  { by: 'alice', about: 'loud', category: 'other', comment: 'Picks a fight under every photo post.', quoting: 'overrated', hoursAgo: 20 },
  { by: 'bob', about: 'chatty', category: 'spam', comment: 'Dozens of posts an hour, mentioning people who never replied.', quoting: 'summarise', hoursAgo: 6 },
  { by: 'grace', about: 'loud', category: 'other', comment: '', hoursAgo: 3 },
];

/** Files the reports once the statuses they point at exist. */
export function seedReports(ctx: SeedContext): void {
  for (const spec of REPORTS) {
    ctx.schedule.add(ctx.realNow - spec.hoursAgo * HOUR, () => {
      const { instance } = ctx;
      const target = account(ctx, spec.about);
      const quoting = spec.quoting;
      const statusIds = quoting
        ? moderationStatuses(instance.db, target.id, null, 100)
            .filter((status) => status.text.includes(quoting))
            .map((status) => status.id)
        : [];
      insertReport(instance.db, {
        id: snowflake(instance.now()),
        account_id: account(ctx, spec.by).id,
        target_account_id: target.id,
        status_ids: JSON.stringify(statusIds),
        comment: spec.comment,
        forward: 0,
        category: spec.category,
        created_at: instance.now().toISOString(),
      });
    });
  }
}
