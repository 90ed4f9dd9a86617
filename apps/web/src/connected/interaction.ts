/** SPEC §1, §9: signed-out visitors get the interaction popup, 445 by 600. */
export const INTERACTION_POPUP = { width: 445, height: 600 } as const;

export type InteractionType = 'reply' | 'favourite' | 'reblog';

export function openInteractionPopup(statusId: string, type: InteractionType): void {
  const { width, height } = INTERACTION_POPUP;
  const left = Math.max(0, (window.screen.width - width) / 2);
  const top = Math.max(0, (window.screen.height - height) / 2);
  window.open(
    `/interact/${statusId}?type=${type}`,
    'mastodon-intent',
    `width=${width},height=${height},left=${left},top=${top},resizable=no,menubar=no,status=no,scrollbars=yes`,
  );
}
