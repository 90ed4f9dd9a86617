import { settingChanged } from '@trumpet/core';
import { SettingToggle, useT } from '@trumpet/ui';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/** The preference for the reminder before posting media without a description, saved with the web settings. */
export function MissingAltTextToggle() {
  const dispatch = useAppDispatch();
  const t = useT();
  const checked = useAppSelector((state) => state.settings.missingAltTextModal);
  return (
    <div className="w-layout">
      <SettingToggle label={t('settings.missing_alt_text')} checked={checked} onChange={(value) => dispatch(settingChanged({ path: ['missingAltTextModal'], value }))} />
    </div>
  );
}
