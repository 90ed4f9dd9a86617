import { insertEmoji } from './ConnectedEmojiPicker';

describe('insertEmoji', () => {
  it.each([
    ['into an empty draft', '', 0, '👍', '👍 ', 3],
    ['at the end after a space', 'hi ', 3, '🎉', 'hi 🎉 ', 6],
    ['a unicode emoji glued to a word', 'hi', 2, '🎉', 'hi🎉 ', 5],
    ['a custom emoji glued to a word gets a space before', 'hi', 2, ':blobcat:', 'hi :blobcat: ', 13],
    ['in the middle before a space', 'a b', 1, ':x:', 'a :x: b', 5],
    ['a caret past the end is clamped', 'ab', 10, '✨', 'ab✨ ', 4],
  ])('%s', (_name, text, position, emoji, expected, caret) => {
    expect(insertEmoji(text, position, emoji)).toEqual({ text: expected, caret });
  });
});
