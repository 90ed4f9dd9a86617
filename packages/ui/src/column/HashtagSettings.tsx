import { parseTagList, TAG_MODES, type TagMode, type TagParams } from '@trumpet/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import { SettingsSection } from './ColumnSettings';
import './HashtagSettings.css';

const LABELS: Record<TagMode, MessageId> = {
  any: 'column.hashtag.any',
  all: 'column.hashtag.all',
  none: 'column.hashtag.none',
};

export interface HashtagSettingsProps {
  tags: TagParams;
  /** The tags of one mode, as typed (parsed by core's parseTagList). */
  onChange: (mode: TagMode, tags: string[]) => void;
}

/** A hashtag column's extra tags (Mastodon's hashtag_timeline column settings: any, all, none of these). */
export function HashtagSettings({ tags, onChange }: HashtagSettingsProps) {
  const t = useT();
  return (
    <div className="t-column-settings">
      <SettingsSection title={t('column.hashtag.title')}>
        {TAG_MODES.map((mode) => (
          <TagField key={mode} label={t(LABELS[mode])} tags={tags[mode] ?? []} onCommit={(next) => onChange(mode, next)} />
        ))}
      </SettingsSection>
    </div>
  );
}

function TagField({ label, tags, onCommit }: { label: string; tags: readonly string[]; onCommit: (tags: string[]) => void }) {
  const t = useT();
  const id = useId();
  const stored = tags.join(' ');
  const [draft, setDraft] = useState(stored);
  useEffect(() => setDraft(stored), [stored]);
  const commit = () => {
    const next = parseTagList(draft);
    if (next.join(' ') !== stored) onCommit(next);
    else setDraft(stored);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  return (
    <form className="t-hashtag-settings__field" onSubmit={submit}>
      <label htmlFor={id} className="t-hashtag-settings__label">
        {label}
      </label>
      <input
        id={id}
        className="t-hashtag-settings__input"
        type="text"
        value={draft}
        placeholder={t('column.hashtag.placeholder')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
      />
    </form>
  );
}
