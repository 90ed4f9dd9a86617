import { ColumnLoading } from '../layout/ColumnLoading';
import { WithDeferredFeatures } from '../store/deferred-features';
import ComposeContainer from './ComposeContainer';

/** The multi-column layout's compose drawer (settings column COMPOSE), beside the navigation. */
export default function ComposeDrawer() {
  return (
    <section className="w-columns__drawer" aria-labelledby="w-compose-drawer-title">
      <h2 className="w-columns__drawer-title" id="w-compose-drawer-title">
        New post
      </h2>
      <WithDeferredFeatures fallback={<ColumnLoading />}>
        <ComposeContainer />
      </WithDeferredFeatures>
    </section>
  );
}
