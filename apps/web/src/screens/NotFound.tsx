import { NotFound as NotFoundMessage } from '@trumpet/ui';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';

/** SPEC §2 not-found screen. */
export default function NotFound({ column }: ScreenProps) {
  return (
    <ScreenColumn title="Not found" column={column}>
      <NotFoundMessage />
    </ScreenColumn>
  );
}
