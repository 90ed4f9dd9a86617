import { NotFound as NotFoundMessage, useT } from '@trumpet/ui';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';

/** SPEC §2 not-found screen. */
export default function NotFound({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('not_found.title')} column={column}>
      <NotFoundMessage />
    </ScreenColumn>
  );
}
