/**
 * Who can see a status. https://docs.joinmastodon.org/entities/Status/#visibility
 * `local` is Pleroma and Akkoma's local-only visibility: only this server's users see the status.
 */
export const Visibility = ['public', 'unlisted', 'private', 'direct', 'local'] as const;
export type Visibility = (typeof Visibility)[number] | 'unknown';
