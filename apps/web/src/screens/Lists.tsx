import type { List } from '@trumpet/api-client';
import { Button, ListIcon } from '@trumpet/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { useSession } from '../session/SessionContext';

/** /lists: the user's lists, and the new list form of SPEC §2. */
export default function Lists({ column }: ScreenProps) {
  const { api } = useSession();
  const [lists, setLists] = useState<List[] | null>(null);
  const [title, setTitle] = useState('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let live = true;
    api.lists.list().then(
      (found) => live && setLists(found),
      () => live && setLists([]),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    setSubmitting(true);
    api.lists.create({ title: title.trim() }).then(
      (list) => {
        setLists((previous) => [...(previous ?? []), list]);
        setTitle('');
        setSubmitting(false);
      },
      () => setSubmitting(false),
    );
  };

  const sorted = [...(lists ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  return (
    <ScreenColumn title="Lists" icon={ListIcon} column={column}>
      <form className="w-new-list" onSubmit={submit}>
        <input
          className="w-new-list__input"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="New list title"
          aria-label="New list title"
          disabled={submitting}
        />
        <Button type="submit" isDisabled={submitting || !title.trim()}>
          Add list
        </Button>
      </form>
      {lists === null ? (
        <p className="w-column-loading">Loading…</p>
      ) : sorted.length === 0 ? (
        <p className="w-empty">You don't have any lists yet. When you create one, it will show up here.</p>
      ) : (
        <ul className="w-lists">
          {sorted.map((list) => (
            <li key={list.id}>
              <Link className="w-lists__link" to={`/timelines/list/${list.id}`}>
                <ListIcon size={18} />
                <span>{list.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ScreenColumn>
  );
}
