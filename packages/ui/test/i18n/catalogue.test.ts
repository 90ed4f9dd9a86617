/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localeProblems } from '../../../../scripts/i18n/check-locale.cjs';
import { componentFiles, hardCodedTexts, usedIds } from '../../../../scripts/i18n/hard-coded-texts.cjs';
import { AVAILABLE_LOCALES, messagesFor } from '../../src/i18n';

const src = path.join(__dirname, '../../src');
const messagesDir = path.join(src, 'i18n/messages');
const source: Record<string, string> = JSON.parse(readFileSync(path.join(messagesDir, 'en.json'), 'utf8'));

// Test data, not texts the app shows.
const NOT_SHOWN = new Set(['status/test-fixtures.ts']);
const COMPONENTS = componentFiles(src).filter((file) => !NOT_SHOWN.has(file));
const known = new Set(Object.keys(source));

describe('the message catalogue', () => {
  it('has a message for every id the components use', () => {
    const used = COMPONENTS.flatMap((file) => usedIds(path.join(src, file)));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((id) => id === undefined || !(id in source))).toEqual([]);
  });

  it.each(COMPONENTS)('leaves no text of %s outside it', (file) => {
    expect(hardCodedTexts(path.join(src, file), known)).toEqual([]);
  });

  it.each(AVAILABLE_LOCALES)('has every message and no other in %s', (locale) => {
    expect(Object.keys(messagesFor(locale)).sort()).toEqual(Object.keys(source).sort());
  });

  // The source too: its plurals must have English's forms.
  const catalogues = readdirSync(messagesDir).map((file) => file.replace(/\.json$/, ''));

  it.each(catalogues)('has the same placeholders, tags and every plural form in %s', (locale) => {
    expect(localeProblems(locale)).toEqual([]);
  });

  it('finds what a translation gets wrong', () => {
    const sample = { 'nav.unread': '{count, plural, one {# ungelesen} other {# ungelesen}}', 'tabs.unread': '{label}, {count} ungelesen' };
    expect(localeProblems('ar', sample, { 'nav.unread': '{n, plural, one {# x} other {# y}}', 'tabs.unread': '{label}, {count, plural, one {a} other {b}}', extra: 'x' })).toEqual([
      'nav.unread: placeholders n, source has count',
      'nav.unread: {n} lacks the ar forms few, many, two, zero',
      'tabs.unread: {count} lacks the ar forms few, many, two, zero',
      'extra: not in the source catalogue',
    ]);
    expect(localeProblems('de', sample, { 'nav.unread': '{count, plural, one {<0>#</0>} other {#', 'tabs.unread': '{label}' })).toEqual([
      expect.stringMatching(/^nav\.unread: does not parse/),
      'tabs.unread: placeholders label, source has count label',
    ]);
  });

  it('offers every catalogue file as a locale', () => {
    const files = readdirSync(messagesDir).map((file) => file.replace(/\.json$/, ''));
    expect(files.filter((locale) => !AVAILABLE_LOCALES.includes(locale))).toEqual([]);
  });

  it('finds the hard-coded texts it is meant to find', () => {
    const sample = path.join(__dirname, 'hard-coded.fixture.tsx');
    expect(hardCodedTexts(sample, known)).toEqual(['Close', 'Hello there', 'Search', 'Pin on profile', 'Mention @…']);
  });
});
