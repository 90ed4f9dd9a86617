import { useT } from '@trumpet/ui';
import { ColumnLoading } from '../layout/ColumnLoading';
import { WithDeferredFeatures } from '../store/deferred-features';
import ComposeContainer from './ComposeContainer';
import { ConnectedPostWaiting } from './ConnectedPostWaiting';

/** The composer beside the columns: above the navigation (settings column COMPOSE), or left of the single column. */
export default function ComposeDrawer() {
  const t = useT();
  return (
    <section className="w-compose-panel" aria-labelledby="w-compose-drawer-title">
      <h2 className="w-compose-panel__title" id="w-compose-drawer-title">
        {t('compose.label')}
      </h2>
      <WithDeferredFeatures group="compose" fallback={<ColumnLoading />}>
        <ComposeContainer />
        <ConnectedPostWaiting />
      </WithDeferredFeatures>
    </section>
  );
}
