import { UserPlusIcon, useT } from '@trumpet/ui';
import { BrandMark } from '../layout/BrandMark';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { SignInForm } from '../session/SignInForm';
import { useSession } from '../session/SessionContext';

/** Which server to sign in to: the whole page when signed out, a column when adding another account. */
export default function SignIn({ column }: ScreenProps) {
  const { signedIn } = useSession();
  const t = useT();
  const card = (
    <div className="w-sign-in__card">
      <BrandMark />
      <h1 className="w-sign-in__title">{signedIn ? t('session.add_account') : t('screens.sign_in.title')}</h1>
      <p className="w-sign-in__lead">
        {signedIn ? t('screens.sign_in.add_lead') : t('screens.sign_in.lead')}
      </p>
      <SignInForm />
    </div>
  );
  if (!signedIn) return <div className="w-sign-in">{card}</div>;
  return (
    <ScreenColumn title={t('session.add_account')} icon={UserPlusIcon} column={column}>
      <div className="w-sign-in w-sign-in--column">{card}</div>
    </ScreenColumn>
  );
}
