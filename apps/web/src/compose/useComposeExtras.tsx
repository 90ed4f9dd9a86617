import {
  composeLanguageChanged,
  composeScheduleChanged,
  composeScheduledNoticeDismissed,
  composeUiLocaleChanged,
  earliestSchedule,
  selectCompose,
  selectComposeLanguage,
  selectComposeLanguageHint,
  selectComposeLanguageLeads,
  selectComposeMissingDescription,
  settingChanged,
} from '@trumpet/core';
import { useLocale, useT } from '@trumpet/ui';
import { LanguageDropdown, LanguageHint, ScheduleButton, ScheduledNotice, ScheduleIndicator } from '@trumpet/ui/compose';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useModals } from '../modals/ModalContext';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/StoreProvider';

export const SCHEDULED_STATUSES_PATH = '/scheduled_statuses';

export interface ComposeExtras {
  extraTools: ReactNode;
  beforeToolbar: ReactNode;
  scheduled: boolean;
  /** Runs `submit` now, or after the missing-description reminder when it applies (then "Post anyway"). */
  guardSubmit: (submit: () => void) => void;
}

/** Puts the caret in the first attachment description left empty. */
function focusEmptyDescription(): void {
  const fields = document.querySelectorAll<HTMLTextAreaElement>('.w-compose .t-upload__description-input');
  [...fields].find((field) => field.value.trim() === '')?.focus();
}

/**
 * The composer's schedule and language pickers, the hint to change the language to the one guessed
 * from the text, the schedule's indicator and confirmation, and the reminder before posting media
 * without a description (Mastodon 4's `missing_alt_text`).
 */
export function useComposeExtras(): ComposeExtras {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { openModal } = useModals();
  const t = useT();
  const locale = useLocale();
  const compose = useAppSelector(selectCompose);
  const language = useAppSelector(selectComposeLanguage);
  const languageLeads = useAppSelector(selectComposeLanguageLeads);
  const languageHint = useAppSelector(selectComposeLanguageHint);

  useEffect(() => {
    dispatch(composeUiLocaleChanged({ locale }));
  }, [dispatch, locale]);

  const editing = compose.editingId !== null;
  const extraTools = (
    <>
      {editing ? null : (
        <ScheduleButton
          scheduledAt={compose.scheduledAt}
          earliest={earliestSchedule(new Date())}
          onChange={(scheduledAt) => dispatch(composeScheduleChanged({ scheduledAt }))}
          listPath={SCHEDULED_STATUSES_PATH}
          onNavigate={(path) => void navigate(path)}
        />
      )}
      <LanguageDropdown value={language} leading={languageLeads} onChange={(picked) => dispatch(composeLanguageChanged({ language: picked }))} />
    </>
  );
  const scheduleLine =
    compose.scheduledAt !== null && !editing ? (
      <ScheduleIndicator scheduledAt={compose.scheduledAt} onClear={() => dispatch(composeScheduleChanged({ scheduledAt: null }))} />
    ) : compose.lastScheduled !== null ? (
      <ScheduledNotice
        scheduledAt={compose.lastScheduled.scheduledAt}
        listPath={SCHEDULED_STATUSES_PATH}
        onNavigate={(path) => void navigate(path)}
        onDismiss={() => dispatch(composeScheduledNoticeDismissed())}
      />
    ) : null;
  const beforeToolbar = (
    <>
      {languageHint !== null ? (
        <LanguageHint
          language={languageHint}
          onChange={(guess) => dispatch(composeLanguageChanged({ language: guess }))}
          onDismiss={() => dispatch(settingChanged({ path: ['languageHint'], value: false }))}
        />
      ) : null}
      {scheduleLine}
    </>
  );

  const guardSubmit = (submit: () => void) => {
    if (!selectComposeMissingDescription(store.getState())) {
      submit();
      return;
    }
    openModal({
      type: 'CONFIRM',
      message: t('compose.missing_description.message'),
      confirm: t('compose.missing_description.post'),
      onConfirm: submit,
      secondary: t('compose.missing_description.add'),
      // After the modal has given the focus back.
      onSecondary: () => requestAnimationFrame(focusEmptyDescription),
      danger: false,
    });
  };

  return { extraTools, beforeToolbar, scheduled: compose.scheduledAt !== null && !editing, guardSubmit };
}
