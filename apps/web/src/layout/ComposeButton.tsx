import { EditIcon, useT } from '@trumpet/ui';
import { Link, useLocation } from 'react-router';

/** The mobile layout's floating button to the composer (/statuses/new), hidden on the composer itself. */
export function ComposeButton() {
  const { pathname } = useLocation();
  const t = useT();
  if (pathname === '/statuses/new') return null;
  return (
    <Link to="/statuses/new" className="w-compose-button" aria-label={t('compose.label')} title={t('compose.label')}>
      <EditIcon size={22} />
    </Link>
  );
}

/** The composer as a route from the top of the navigation, where no composer sits beside the columns. */
export function ComposeLink() {
  const t = useT();
  return (
    <Link to="/statuses/new" className="w-compose-link">
      <EditIcon size={18} />
      {t('compose.label')}
    </Link>
  );
}
