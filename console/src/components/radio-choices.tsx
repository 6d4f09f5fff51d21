/** One choice of several as radio buttons (a fieldset's body): each value with its label. */
export function RadioChoices<Value extends string>({
  name,
  choices,
  value,
  onChange,
}: {
  name: string;
  choices: ReadonlyArray<readonly [Value, string]>;
  value: Value;
  onChange: (value: Value) => void;
}) {
  return choices.map(([choice, label]) => (
    <label key={choice} className="choice">
      <input type="radio" name={name} checked={value === choice} onChange={() => onChange(choice)} />
      {label}
    </label>
  ));
}
