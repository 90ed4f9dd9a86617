/** A version-4 UUID from the injected random source (Mastodon's app/javascript/mastodon/uuid.js). */
export function columnUuid(random: () => number): string {
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (char) => {
    const nibble = Math.floor(random() * 16) & 0xf;
    return (char === 'x' ? nibble : (nibble & 0x3) | 0x8).toString(16);
  });
}
