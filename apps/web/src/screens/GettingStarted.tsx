import { CompassIcon, useT } from '@trumpet/ui';
import { ConnectedNavigationPanel, useCloseMenu } from '../layout/Navigation';
import { ScreenColumn } from '../layout/ScreenColumn';
import { useLayout } from '../layout/LayoutContext';
import type { ScreenProps } from '../routing/screens';

/** The getting-started menu (SPEC §2 navigation bar) as a column; the mobile tab bar's Menu. */
export default function GettingStarted({ column }: ScreenProps) {
  const { mobile } = useLayout();
  const close = useCloseMenu();
  const t = useT();
  return (
    <ScreenColumn title={t('screens.getting_started.title')} icon={CompassIcon} column={column} showBack={false} className="w-getting-started">
      <ConnectedNavigationPanel onClose={mobile ? close : undefined} />
    </ScreenColumn>
  );
}
