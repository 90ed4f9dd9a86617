import type { AppLinkProps } from '@trumpet/ui';
import { Link } from 'react-router';

/** react-router's Link behind the ui's link shape. */
export function RouterLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
