/**
 * SQL true when the account `accountExpr` is hidden from the viewer: they block or mute it (an
 * unexpired mute), it blocks them, or they block its domain. Uses the named params `@viewer`, `@now`.
 * The same rule in code is policies/hidden-accounts.ts isHiddenFrom.
 */
export function hiddenAccountSql(accountExpr: string): string {
  return `(
    EXISTS (SELECT 1 FROM blocks hb WHERE (hb.account_id = @viewer AND hb.target_account_id = ${accountExpr})
      OR (hb.account_id = ${accountExpr} AND hb.target_account_id = @viewer))
    OR EXISTS (SELECT 1 FROM mutes hm WHERE hm.account_id = @viewer AND hm.target_account_id = ${accountExpr}
      AND (hm.expires_at IS NULL OR hm.expires_at > @now))
    OR EXISTS (SELECT 1 FROM domain_blocks hd JOIN accounts ha ON ha.id = ${accountExpr}
      WHERE hd.account_id = @viewer AND hd.domain = lower(ha.domain))
  )`;
}
