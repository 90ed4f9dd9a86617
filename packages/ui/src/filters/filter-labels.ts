import type { MessageId } from '../i18n/catalogue';
import type { FilterActionChoice, FilterContextChoice } from './types';

export const CONTEXT_LABEL: Record<FilterContextChoice, MessageId> = {
  home: 'filters.context.home',
  notifications: 'filters.context.notifications',
  public: 'filters.context.public',
  thread: 'filters.context.thread',
  account: 'filters.context.account',
};

export const ACTION_LABEL: Record<FilterActionChoice, MessageId> = {
  warn: 'filters.action.warn',
  hide: 'filters.action.hide',
  blur: 'filters.action.blur',
};

export const ACTION_HINT: Record<FilterActionChoice, MessageId> = {
  warn: 'filters.action.warn_hint',
  hide: 'filters.action.hide_hint',
  blur: 'filters.action.blur_hint',
};

export const EXPIRY_LABEL: Record<number, MessageId> = {
  1800: 'filters.expiry.30m',
  3600: 'filters.expiry.1h',
  21600: 'filters.expiry.6h',
  43200: 'filters.expiry.12h',
  86400: 'filters.expiry.1d',
  604800: 'filters.expiry.1w',
};
