import { InfoIcon, KeyboardShortcutsTable, useT } from '@trumpet/ui';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';

/** Mastodon's keyboard-shortcuts screen: every hotkey of the key map, opened with '?'. */
export default function KeyboardShortcuts({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('keyboard.heading')} icon={InfoIcon} column={column}>
      <KeyboardShortcutsTable />
    </ScreenColumn>
  );
}
