import { EditIcon } from '@trumpet/ui';
import { Link, useLocation } from 'react-router';

/** The mobile layout's floating button to the composer (/statuses/new), hidden on the composer itself. */
export function ComposeButton() {
  const { pathname } = useLocation();
  if (pathname === '/statuses/new') return null;
  return (
    <Link to="/statuses/new" className="w-compose-button" aria-label="New post" title="New post">
      <EditIcon size={22} />
    </Link>
  );
}
