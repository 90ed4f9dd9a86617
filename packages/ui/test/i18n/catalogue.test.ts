/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { AVAILABLE_LOCALES, messagesFor } from '../../src/i18n';

const src = path.join(__dirname, '../../src');
const messagesDir = path.join(src, 'i18n/messages');
const source: Record<string, string> = JSON.parse(readFileSync(path.join(messagesDir, 'en.json'), 'utf8'));

// Components whose every text comes from the catalogue; the rest of ui and web follow (issue #16).
const TRANSLATED = [
  'account/AccountHeader.tsx',
  'account/AccountListItem.tsx',
  'account/AccountTabs.tsx',
  'account/FollowButton.tsx',
  'account/MediaGrid.tsx',
  'account/account-menu.ts',
  'column/ColumnHeader.tsx',
  'column/ColumnSettings.tsx',
  'column/SettingToggle.tsx',
  'common/ActionSheet.tsx',
  'common/Alerts.tsx',
  'common/LoadMore.tsx',
  'common/LoadingBar.tsx',
  'common/Modal.tsx',
  'common/SessionExpired.tsx',
  'compose/CharacterCounter.tsx',
  'compose/ComposeForm.tsx',
  'compose/ComposeWarnings.tsx',
  'compose/PollForm.tsx',
  'compose/PrivacyDropdown.tsx',
  'compose/PrivacyPopover.tsx',
  'compose/PublishButton.tsx',
  'compose/ReplyIndicator.tsx',
  'compose/SpoilerInput.tsx',
  'compose/SuggestionList.tsx',
  'compose/UploadButton.tsx',
  'compose/UploadItem.tsx',
  'compose/UploadList.tsx',
  'compose/privacy-options.ts',
  'emoji/EmojiPicker.tsx',
  'emoji/EmojiPickerDropdown.tsx',
  'emoji/SkinTonePicker.tsx',
  'emoji/picker-items.ts',
  'emoji/skin-tone.ts',
  'media/AudioPlayer.tsx',
  'media/MediaControls.tsx',
  'media/MediaModal.tsx',
  'media/SeekBar.tsx',
  'media/VideoPlayer.tsx',
  'modals/BoostModal.tsx',
  'modals/ListAdderModal.tsx',
  'modals/ListEditorModal.tsx',
  'modals/MuteModal.tsx',
  'modals/ReportModal.tsx',
  'modals/StatusPreview.tsx',
  'modals/confirmations.tsx',
  'navigation/LoadFailure.tsx',
  'navigation/ModalPlaceholder.tsx',
  'navigation/NavigationPanel.tsx',
  'navigation/NotFound.tsx',
  'navigation/TabBar.tsx',
  'notifications/NotificationFilterBar.tsx',
  'notifications/NotificationItem.tsx',
  'status/Card.tsx',
  'status/MediaGallery.tsx',
  'status/Poll.tsx',
  'status/Status.tsx',
  'status/StatusActionBar.tsx',
  'status/StatusBody.tsx',
  'status/StatusContent.tsx',
  'status/StatusDetail.tsx',
  'status/StatusHeader.tsx',
  'status/status-menu.ts',
  'timeline/EmptyMessage.tsx',
  'timeline/Feed.tsx',
  'timeline/NewPostsPill.tsx',
  'timeline/PartialHomeMessage.tsx',
];

// Attributes a person reads or hears.
const READ_ATTRIBUTES = new Set(['label', 'aria-label', 'title', 'placeholder', 'alt', 'aria-description']);

/** The texts a component writes out as they are: JSX text and read attributes given as string literals. */
function hardCodedTexts(file: string): string[] {
  const sourceFile = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    // label="…", label={'…'}, and { label: '…' } or { label: `… ${x}` } in tables of entries.
    if ((ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      const text = !literal
        ? ''
        : ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)
          ? literal.text
          : ts.isTemplateExpression(literal)
            ? [literal.head.text, ...literal.templateSpans.map((span) => span.literal.text)].join('…')
            : '';
      if (/\p{L}/u.test(text) && !(text in source)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('the message catalogue', () => {
  it('has a message for every id the translated components use', () => {
    const used = TRANSLATED.flatMap((file) => [...readFileSync(path.join(src, file), 'utf8').matchAll(/\b(?:t|rich)\('([\w.]+)'/g)].map((match) => match[1]));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((id) => id === undefined || !(id in source))).toEqual([]);
  });

  it.each(TRANSLATED)('leaves no text of %s outside it', (file) => {
    expect(hardCodedTexts(path.join(src, file))).toEqual([]);
  });

  it.each(AVAILABLE_LOCALES)('has every message and no other in %s', (locale) => {
    expect(Object.keys(messagesFor(locale)).sort()).toEqual(Object.keys(source).sort());
  });

  it('offers every catalogue file as a locale', () => {
    const files = readdirSync(messagesDir).map((file) => file.replace(/\.json$/, ''));
    expect(files.filter((locale) => !AVAILABLE_LOCALES.includes(locale))).toEqual([]);
  });

  it('finds the hard-coded texts it is meant to find', () => {
    const sample = path.join(__dirname, 'hard-coded.fixture.tsx');
    expect(hardCodedTexts(sample)).toEqual(['Close', 'Hello there', 'Search', 'Pin on profile', 'Mention @…']);
  });
});
