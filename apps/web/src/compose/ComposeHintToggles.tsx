import { settingChanged } from '@trumpet/core';
import { SettingToggle, useT } from '@trumpet/ui';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/**
 * The composer's two hints, saved with the web settings: the reminder before posting media without a
 * description, and the suggestion of a post's language from its text (its Dismiss turns this off).
 */
export function ComposeHintToggles() {
  const dispatch = useAppDispatch();
  const t = useT();
  const missingAltText = useAppSelector((state) => state.settings.missingAltTextModal);
  const languageHint = useAppSelector((state) => state.settings.languageHint);
  return (
    <div className="w-layout">
      <SettingToggle label={t('settings.missing_alt_text')} checked={missingAltText} onChange={(value) => dispatch(settingChanged({ path: ['missingAltTextModal'], value }))} />
      <SettingToggle label={t('settings.language_hint')} checked={languageHint} onChange={(value) => dispatch(settingChanged({ path: ['languageHint'], value }))} />
    </div>
  );
}
