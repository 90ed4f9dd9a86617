import { EditIcon, useT } from '@trumpet/ui';
import ComposeContainer from '../compose/ComposeContainer';
import { ConnectedPostWaiting } from '../compose/ConnectedPostWaiting';
import { ColumnLoading } from '../layout/ColumnLoading';
import { ScreenColumn } from '../layout/ScreenColumn';
import { WithDeferredFeatures } from '../store/deferred-features';
import type { ScreenProps } from '../routing/screens';

/** /statuses/new: the composer as a screen (SPEC §2), where reply, mention, direct and redraft go on mobile. */
export default function Compose({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('compose.label')} icon={EditIcon} column={column}>
      <WithDeferredFeatures group="compose" fallback={<ColumnLoading />}>
        <ComposeContainer routed />
        <ConnectedPostWaiting />
      </WithDeferredFeatures>
    </ScreenColumn>
  );
}
