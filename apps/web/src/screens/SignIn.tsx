import { UserPlusIcon } from '@trumpet/ui';
import { BrandMark } from '../layout/BrandMark';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { SignInForm } from '../session/SignInForm';
import { useSession } from '../session/SessionContext';

/** Which server to sign in to: the whole page when signed out, a column when adding another account. */
export default function SignIn({ column }: ScreenProps) {
  const { signedIn } = useSession();
  const card = (
    <div className="w-sign-in__card">
      <BrandMark />
      <h1 className="w-sign-in__title">{signedIn ? 'Add an account' : 'Sign in to Trumpet'}</h1>
      <p className="w-sign-in__lead">
        {signedIn
          ? 'Sign in with another account, on this server or another one. You can switch between them from the menu.'
          : 'A fast, accessible client for Mastodon. Enter your server to sign in with your account there.'}
      </p>
      <SignInForm />
    </div>
  );
  if (!signedIn) return <div className="w-sign-in">{card}</div>;
  return (
    <ScreenColumn title="Add an account" icon={UserPlusIcon} column={column}>
      <div className="w-sign-in w-sign-in--column">{card}</div>
    </ScreenColumn>
  );
}
