// https://docs.joinmastodon.org/api/oauth-scopes/
const FOLLOW_SCOPES = new Set(['read:follows', 'read:blocks', 'read:mutes', 'write:follows', 'write:blocks', 'write:mutes']);

export const DEFAULT_SCOPES = 'read';
export const KNOWN_SCOPES = ['read', 'write', 'follow', 'push', 'profile', 'admin:read', 'admin:write'];

/** Whether `granted` (space-separated) covers `required` (e.g. `write:statuses`). */
export function scopeCovers(granted: readonly string[], required: string): boolean {
  const [top] = required.split(':');
  return granted.some(
    (scope) =>
      scope === required ||
      scope === top ||
      (scope === 'follow' && FOLLOW_SCOPES.has(required)) ||
      (scope === 'profile' && required === 'read:accounts'),
  );
}

export function parseScopes(scopes: string | undefined | null): string[] {
  const list = (scopes ?? '').split(/[\s+]+/).filter(Boolean);
  return list.length > 0 ? list : [DEFAULT_SCOPES];
}

export function isValidScope(scope: string): boolean {
  const [top, sub] = scope.split(':');
  return top !== undefined && ['read', 'write', 'follow', 'push', 'profile', 'admin'].includes(top) && (sub === undefined || /^[a-z_:]+$/.test(sub));
}
