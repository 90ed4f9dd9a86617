import { createContext, type ComponentType, type ReactNode } from 'react';
import type { ShownStatus } from './status-menu';

/** A status's content in the UI's language, in place of the original. */
export interface TranslatedContent {
  contentHtml: string;
  spoilerText: string;
}

export interface StatusTranslationProps {
  status: ShownStatus;
  /** Renders the content: translated, or the original with null. */
  children: (translated: TranslatedContent | null) => ReactNode;
}

/**
 * Where the app plugs translation into every status (the web app once the server says it translates):
 * the component renders the content through `children` and its own 'Translate' or 'Show original' below it.
 */
export const StatusTranslationSlot = createContext<ComponentType<StatusTranslationProps> | null>(null);
