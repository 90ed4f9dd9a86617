import { settingChanged } from '@trumpet/core';
import { SettingToggle, useT } from '@trumpet/ui';
import { useId } from 'react';
import { useAppDispatch } from '../store/StoreProvider';
import { useLayout } from './LayoutContext';

/** Several columns or one (Mastodon 4's advanced web interface), saved with the web settings; beside the theme. */
export function LayoutToggle() {
  const { multiColumn } = useLayout();
  const dispatch = useAppDispatch();
  const t = useT();
  const labelId = useId();
  return (
    <div className="w-theme w-layout" role="group" aria-labelledby={labelId}>
      <span className="w-theme__label" id={labelId}>
        {t('settings.layout')}
      </span>
      <SettingToggle
        label={t('settings.layout.multi_column')}
        checked={multiColumn}
        onChange={(checked) => dispatch(settingChanged({ path: ['layout'], value: checked ? 'multi_column' : 'single_column' }))}
      />
    </div>
  );
}
