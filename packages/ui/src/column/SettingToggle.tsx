import { useRef } from 'react';
import { mergeProps, useFocusRing, useSwitch, VisuallyHidden } from 'react-aria';
import './SettingToggle.css';

export interface SettingToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  isDisabled?: boolean;
}

type ToggleState = Parameters<typeof useSwitch>[1];

/** A switch for one column setting (react-aria useSwitch: a real checkbox with role=switch). */
export function SettingToggle({ label, checked, onChange, isDisabled = false }: SettingToggleProps) {
  const ref = useRef<HTMLInputElement>(null);
  // Controlled: the store holds the value, so the state only reports changes.
  const state: ToggleState = {
    isSelected: checked,
    defaultSelected: checked,
    setSelected: (value: boolean) => onChange(value),
    toggle: () => onChange(!checked),
  };
  const { inputProps, labelProps } = useSwitch({ isSelected: checked, onChange, isDisabled, children: label }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const classes = ['t-setting-toggle', checked ? 'is-checked' : '', isFocusVisible ? 'is-focus-visible' : '', isDisabled ? 'is-disabled' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <label {...labelProps} className={classes}>
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <span className="t-setting-toggle__track" aria-hidden="true">
        <span className="t-setting-toggle__thumb" />
      </span>
      <span className="t-setting-toggle__label">{label}</span>
    </label>
  );
}
