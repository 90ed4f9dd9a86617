import { useId } from 'react';
import './ChoiceGroup.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceGroupProps<V extends string> {
  /** The group's name, read before its choices. */
  label: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** One of a few choices as a row of segments: native radio buttons, so arrow keys move between them. */
export function ChoiceGroup<V extends string>({ label, choices, value, onChange }: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className="t-choice-group">
      <legend className="t-choice-group__legend">{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={choice.value === value ? 't-choice-group__choice is-checked' : 't-choice-group__choice'}>
          <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
