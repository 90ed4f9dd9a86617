import { useT } from '@trumpet/ui';
import { ColumnLoading } from '../layout/ColumnLoading';
import { WithDeferredFeatures } from '../store/deferred-features';
import ComposeContainer from './ComposeContainer';

/** The multi-column layout's compose drawer (settings column COMPOSE), beside the navigation. */
export default function ComposeDrawer() {
  const t = useT();
  return (
    <section className="w-columns__drawer" aria-labelledby="w-compose-drawer-title">
      <h2 className="w-columns__drawer-title" id="w-compose-drawer-title">
        {t('compose.label')}
      </h2>
      <WithDeferredFeatures fallback={<ColumnLoading />}>
        <ComposeContainer />
      </WithDeferredFeatures>
    </section>
  );
}
