import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../session/SessionContext';
import { NotFound } from './screens';

/** `/@name` (profile links in post content): looks the handle up and opens the profile. */
export function HandleRedirect() {
  const { handle = '' } = useParams();
  const { api } = useSession();
  const acct = handle.startsWith('@') ? handle.slice(1) : null;
  const [result, setResult] = useState<{ acct: string; id: string | null } | null>(null);
  useEffect(() => {
    if (!acct) return;
    let live = true;
    api.accounts.lookup(acct).then(
      (account) => live && setResult({ acct, id: account.id }),
      () => live && setResult({ acct, id: null }),
    );
    return () => {
      live = false;
    };
  }, [api, acct]);
  if (!acct || (result?.acct === acct && result.id === null)) return <NotFound />;
  if (result?.acct === acct && result.id) return <Navigate to={`/accounts/${result.id}`} replace />;
  return null;
}
