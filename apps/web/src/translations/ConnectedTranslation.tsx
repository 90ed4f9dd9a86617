import { canTranslate, selectStatusTranslation, selectTranslationSupport, statusTranslationUndone, translateStatus } from '@trumpet/core';
import { TranslateBar, useLocale, type StatusTranslationProps } from '@trumpet/ui';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/**
 * A status's content, translated when asked: 'Translate from …' under a post in another language than
 * the UI's (core's canTranslate), then the translation with who made it and 'Show original'.
 */
export function ConnectedTranslation({ status, children }: StatusTranslationProps) {
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const support = useAppSelector(selectTranslationSupport);
  const translation = useAppSelector(useCallback((state) => selectStatusTranslation(state, status.id), [status.id]));
  if (translation?.state === 'shown') {
    const { contentHtml, spoilerText, detectedSourceLanguage, provider } = translation.translation;
    return (
      <>
        {children({ contentHtml, spoilerText })}
        <TranslateBar
          state="shown"
          language={detectedSourceLanguage || (status.language ?? '')}
          provider={provider}
          onShowOriginal={() => dispatch(statusTranslationUndone({ statusId: status.id }))}
        />
      </>
    );
  }
  if (!canTranslate(status, locale, support)) return children(null);
  return (
    <>
      {children(null)}
      <TranslateBar
        state={translation?.state === 'loading' ? 'loading' : 'offer'}
        language={status.language ?? ''}
        onTranslate={() => dispatch(translateStatus.request({ statusId: status.id, lang: locale }))}
      />
    </>
  );
}
