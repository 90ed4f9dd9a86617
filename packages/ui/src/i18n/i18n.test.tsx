import { render, screen } from '@testing-library/react';
import { PSEUDO_LOCALE, pseudoLocalize, sourceMessages } from './catalogue';
import { LocaleProvider, useLocale, useRichT, useT } from './locale-context';
import { messagesFor } from './available-locales';

function Sample({ count }: { count: number }) {
  const t = useT();
  return (
    <p lang={useLocale()}>
      {t('status.reply')} · {count} {t('status.detail.boosts', { count })}
    </p>
  );
}

describe('messages', () => {
  it('speak English outside any provider, with ICU plurals', () => {
    render(<Sample count={1} />);
    expect(screen.getByText('Reply · 1 boost')).toBeTruthy();
  });

  it('follow the plural rules of the count', () => {
    render(<Sample count={2} />);
    expect(screen.getByText('Reply · 2 boosts')).toBeTruthy();
  });

  it('come from the provider’s locale', () => {
    render(
      <LocaleProvider locale={PSEUDO_LOCALE} messages={messagesFor(PSEUDO_LOCALE)}>
        <Sample count={2} />
      </LocaleProvider>,
    );
    const text = screen.getByRole('paragraph');
    expect(text.getAttribute('lang')).toBe(PSEUDO_LOCALE);
    expect(text.textContent).toBe('Réplý~~ · 2 bööštš~~~');
  });
});

function Boosted({ name }: { name: string }) {
  const rich = useRichT();
  return <p>{rich('status.boosted_by', { name: <b>{name}</b> })}</p>;
}

describe('messages with elements', () => {
  it('put the element where the placeholder is', () => {
    render(<Boosted name="Alice" />);
    expect(screen.getByRole('paragraph').innerHTML).toBe('<b>Alice</b> boosted');
  });

  it('keep the element in the pseudo-locale', () => {
    render(
      <LocaleProvider locale={PSEUDO_LOCALE} messages={messagesFor(PSEUDO_LOCALE)}>
        <Boosted name="Alice" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('paragraph').innerHTML).toBe('<b>Alice</b> bööštéd~~~~');
  });
});

describe('pseudoLocalize', () => {
  it('accents and stretches text by about 40 % and keeps placeholders, plural markers and element markers', () => {
    const pseudo = pseudoLocalize({ a: ['Hello ', ['name'], '!'], b: [['n', 'plural', { one: ['#', ' boost'], other: ['#', ' boosts'] }]], c: ['Open <0>Settings</0>'] });
    expect(pseudo).toEqual({
      a: ['Héllö ~~~', ['name'], '!~'],
      b: [['n', 'plural', { one: ['#', ' bööšt~~~'], other: ['#', ' bööštš~~~'] }]],
      c: ['Öpéñ ~~<0>Šéttîñgš~~~~</0>'],
    });
  });

  it('covers every message of the source', () => {
    expect(Object.keys(pseudoLocalize(sourceMessages))).toEqual(Object.keys(sourceMessages));
  });
});
