import type { PollRecord } from '../../importer/records';

/**
 * The poll's counts are hidden until it ends (its author chose `hide_totals`): the server then sends
 * each option's votes_count as null (https://docs.joinmastodon.org/entities/Poll/#votes_count).
 */
export const pollTotalsHidden = (poll: Pick<PollRecord, 'options'>): boolean => poll.options.some((option) => option.votes_count === null);
