/** A few options under one legend, as radio cards: each with its name and a hint. */
export interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
}

/** One of a few options, as radio cards under a legend. */
export function Choices<T extends string>(props: {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled: boolean;
}) {
  const { name } = props;
  return (
    <fieldset disabled={props.disabled}>
      <legend>{props.legend}</legend>
      <div className="radio-cards">
        {props.choices.map(({ value, label, hint }) => (
          <label key={value} className="radio-card">
            <input
              type="radio"
              name={name}
              value={value}
              checked={props.value === value}
              onChange={() => props.onChange(value)}
              aria-labelledby={`${name}-${value}-name`}
              aria-describedby={`${name}-${value}-hint`}
            />
            <span>
              <strong id={`${name}-${value}-name`}>{label}</strong>
              <span id={`${name}-${value}-hint`} className="hint">
                {hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
