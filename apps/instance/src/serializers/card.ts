/** A stored preview card with the fields Mastodon 4.3+ always sends (REST::PreviewCardSerializer). */
export function serializeCard(stored: string): Record<string, unknown> | null {
  const parsed: unknown = JSON.parse(stored);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const card: Record<string, unknown> = { language: null, image_description: '', published_at: null, ...parsed };
  const name = typeof card.author_name === 'string' ? card.author_name : '';
  const url = typeof card.author_url === 'string' ? card.author_url : '';
  // PreviewCard#authors: one author made of author_name and author_url, with no known account here.
  if (!Array.isArray(card.authors)) card.authors = [{ name, url, account: null }];
  return card;
}
