import type { ComponentType } from 'react';
import { lazyModule } from '../common/lazy-module';
import type { EmojiPickerProps } from './EmojiPicker';

/** The picker's code: it loads on first open with the emoji data; the composer carries only the button. */
export const pickerCode = lazyModule('emoji-picker', () => import('./EmojiPicker').then((module): ComponentType<EmojiPickerProps> => module.EmojiPicker));
