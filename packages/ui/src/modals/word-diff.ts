/** A run of text as it stands in both versions, or only in the newer (added) or the older (removed). */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * Words, the spaces between them and each punctuation mark, a token each ('park,' is 'park' and ','); in
 * scripts written without spaces (Chinese, Japanese), each character.
 */
const tokens = (text: string): string[] => text.match(/\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}_'’@#-]+|[^\s\p{L}\p{N}\p{M}]/gu) ?? [];

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * The words inserted into and removed from `before` to make `after` (a longest common subsequence of
 * words and spaces); removed words come before the words that replace them.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const width = b.length + 1;
  // common[i * width + j]: the length of the longest common subsequence of a[i..] and b[j..].
  const common = new Uint16Array((a.length + 1) * width);
  const at = (i: number, j: number): number => common[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      common[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const removed = a[i];
    const added = b[j];
    if (removed !== undefined && removed === added) {
      push(parts, 'same', removed);
      i += 1;
      j += 1;
    } else if (removed !== undefined && (added === undefined || at(i + 1, j) >= at(i, j + 1))) {
      push(parts, 'removed', removed);
      i += 1;
    } else if (added !== undefined) {
      push(parts, 'added', added);
      j += 1;
    }
  }
  return parts;
}
