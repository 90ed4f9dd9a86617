export { ComposeForm, type ComposeFormProps } from './ComposeForm';
export { AutosuggestTextarea, type AutosuggestTextareaProps } from './AutosuggestTextarea';
export { SuggestionList, type SuggestionListProps } from './SuggestionList';
export { PrivacyDropdown, type PrivacyDropdownProps } from './PrivacyDropdown';
export { PollForm, type PollEdit, type PollFormProps } from './PollForm';
export { UploadList, type UploadListProps } from './UploadList';
export { UploadItem, type UploadItemProps } from './UploadItem';
export { UploadButton, type UploadButtonProps } from './UploadButton';
export { PublishButton, type PublishButtonProps } from './PublishButton';
export { ReplyIndicator, type ReplyIndicatorProps } from './ReplyIndicator';
export { replyExcerpt } from './StatusPreviewIndicator';
export { CharacterCounter, type CharacterCounterProps } from './CharacterCounter';
export { ComposeWarnings, type ComposeWarningsProps } from './ComposeWarnings';
export { SpoilerInput, type SpoilerInputProps } from './SpoilerInput';
export { isSubmitShortcut } from './submit-shortcut';
export { PRIVACY_OPTIONS, privacyOption, type PrivacyOption } from './privacy-options';
export type {
  AccountSuggestion,
  ComposeMedia,
  ComposeMediaType,
  ComposePoll,
  ComposeWarningKind,
  EmojiSuggestion,
  HashtagSuggestion,
  Privacy,
  ReplyPreview,
  Suggestion,
} from './compose-types';
export { QuoteIndicator, type QuoteIndicatorProps } from './QuoteIndicator';
export { QuotePolicySelect, type QuotePolicySelectProps } from './QuotePolicySelect';
export { ScheduleButton, type ScheduleButtonProps } from './ScheduleButton';
export { ScheduleIndicator, ScheduledNotice, type ScheduleIndicatorProps, type ScheduledNoticeProps } from './ScheduleIndicator';
export { LanguageDropdown, type LanguageDropdownProps } from './LanguageDropdown';
export { LanguageHint, type LanguageHintProps } from './LanguageHint';
export { ScheduledStatusList, type ScheduledStatusListProps, type ScheduledPostView } from './ScheduledStatusList';
