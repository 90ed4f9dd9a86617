/** Who can see a status. https://docs.joinmastodon.org/entities/Status/#visibility */
export const Visibility = ['public', 'unlisted', 'private', 'direct'] as const;
export type Visibility = (typeof Visibility)[number] | 'unknown';
