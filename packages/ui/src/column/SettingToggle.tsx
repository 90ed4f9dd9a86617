import './SettingToggle.css';

export interface SettingToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  isDisabled?: boolean;
}

/**
 * A switch for one column setting: a real checkbox with role=switch inside its label (what
 * react-aria's useSwitch renders), so clicks, Space and screen readers work with no script; the
 * track is drawn from the input's :checked and :focus-visible states.
 */
export function SettingToggle({ label, checked, onChange, isDisabled = false }: SettingToggleProps) {
  const classes = ['t-setting-toggle', checked ? 'is-checked' : '', isDisabled ? 'is-disabled' : ''].filter(Boolean).join(' ');
  return (
    <label className={classes}>
      <input
        type="checkbox"
        role="switch"
        className="t-setting-toggle__input t-visually-hidden"
        checked={checked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="t-setting-toggle__track" aria-hidden="true">
        <span className="t-setting-toggle__thumb" />
      </span>
      <span className="t-setting-toggle__label">{label}</span>
    </label>
  );
}
