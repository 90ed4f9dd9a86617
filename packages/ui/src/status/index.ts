export { Status, type StatusProps, type StatusCallbacks } from './Status';
export { StatusDetail, type StatusDetailProps } from './StatusDetail';
export { StatusActionBar, type StatusActionBarProps } from './StatusActionBar';
export { StatusContent, COLLAPSE_HEIGHT, type StatusContentProps } from './StatusContent';
export { VisibilityIcon } from './StatusHeader';
export {
  statusMenu,
  ruledStatus,
  type StatusActionKind,
  type StatusActionOptions,
  type StatusActionHandler,
  type ShownStatus,
} from './status-menu';
export { Card, embedSource, type CardProps, type CardData } from './Card';
export { trimDescription, CARD_DESCRIPTION_LENGTH } from './trim-description';
export {
  MediaGallery,
  initiallyVisible,
  MAX_MEDIA,
  MEDIA_HEIGHT_TIMELINE,
  MEDIA_HEIGHT_DETAIL,
  type MediaGalleryProps,
  type MediaAttachmentData,
} from './MediaGallery';
export { Blurhash, BLURHASH_SIZE, type BlurhashProps } from './Blurhash';
export { Poll, timeRemaining, type PollProps } from './Poll';
export { useElementHeight } from './use-element-height';
export { StatusReactions } from './StatusReactions';
export { StatusTranslationSlot, type StatusTranslationProps, type TranslatedContent } from './status-translation';
export { TranslateBar, languageName, type TranslateBarProps } from './TranslateBar';
