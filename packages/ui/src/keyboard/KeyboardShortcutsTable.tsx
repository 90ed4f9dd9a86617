import { Fragment } from 'react';
import { useT, type Translate } from '../i18n/locale-context';
import { HOTKEYS, type Hotkey, type KeyStroke } from './keymap';
import './KeyboardShortcutsTable.css';

const KEY_NAMES: Readonly<Record<string, Parameters<Translate>[0]>> = {
  Enter: 'keyboard.keys.enter',
  Backspace: 'keyboard.keys.backspace',
  Escape: 'keyboard.keys.esc',
};
const ARROWS: Readonly<Record<string, { symbol: string; name: Parameters<Translate>[0] }>> = {
  ArrowUp: { symbol: '↑', name: 'keyboard.keys.up' },
  ArrowDown: { symbol: '↓', name: 'keyboard.keys.down' },
};

function Stroke({ stroke, t }: { stroke: KeyStroke; t: Translate }) {
  const arrow = ARROWS[stroke.key];
  const named = KEY_NAMES[stroke.key];
  const label = arrow ? (
    <kbd aria-label={t(arrow.name)} title={t(arrow.name)}>
      {arrow.symbol}
    </kbd>
  ) : (
    <kbd>{named ? t(named) : stroke.key}</kbd>
  );
  if (!stroke.alt) return label;
  return (
    <span className="t-shortcuts__chord">
      <kbd>{t('keyboard.keys.alt')}</kbd>+{label}
    </span>
  );
}

function Combos({ hotkey, t }: { hotkey: Hotkey; t: Translate }) {
  return (
    <>
      {hotkey.combos.map((combo, index) => (
        <Fragment key={index}>
          {index > 0 ? <span className="t-shortcuts__separator">{t('keyboard.or')}</span> : null}
          {combo.map((stroke, step) => (
            <Fragment key={step}>
              {step > 0 ? <span className="t-shortcuts__separator">{t('keyboard.then')}</span> : null}
              <Stroke stroke={stroke} t={t} />
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

/** Every hotkey of the key map and what it does (Mastodon's keyboard-shortcuts screen). */
export function KeyboardShortcutsTable({ hotkeys = HOTKEYS }: { hotkeys?: readonly Hotkey[] }) {
  const t = useT();
  return (
    <table className="t-shortcuts">
      <thead>
        <tr>
          <th scope="col">{t('keyboard.hotkey')}</th>
          <th scope="col">{t('keyboard.description')}</th>
        </tr>
      </thead>
      <tbody>
        {hotkeys.map((hotkey) => (
          <tr key={hotkey.id} data-hotkey={hotkey.id}>
            <td className="t-shortcuts__keys">
              <Combos hotkey={hotkey} t={t} />
            </td>
            <td>{t(hotkey.label)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
