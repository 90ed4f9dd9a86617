/**
 * Which of the menu's hrefs a path belongs to: the longest one it equals or lies under, so
 * /timelines/public/local is Local and not Federated as well.
 */
export function currentHref(hrefs: readonly string[], path: string | undefined): string | null {
  if (path === undefined) return null;
  let best: string | null = null;
  for (const href of hrefs) {
    if ((path === href || path.startsWith(`${href}/`)) && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
