import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { th } from '@/i18n/th';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  /** A neutral or positive note under the field (a live check's result, a looked-up name). */
  hint?: ReactNode;
  /** What the field takes (a format, a length), in the hint's place while there is no hint or error. */
  help?: string;
  /** Something inside the field's row after the input, e.g. a show-password button. */
  trailing?: ReactNode;
  /**
   * A live check writes under this field while the member types: its line is kept from the
   * start, so the form below (and the button under a finger) does not move when it appears.
   */
  liveNote?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function TextField({ label, error, hint, help, trailing, liveNote = false, id, ref, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const note = hint ?? help;
  const describedBy = [error ? errorId : null, note && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__row">
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {!error && (note || liveNote) ? (
        <p
          className={`field__hint${hint ? '' : ' field__hint--help'}${liveNote ? ' field__hint--live' : ''}`}
          id={hintId}
          aria-live="polite"
        >
          {note}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Show/hide for password fields: the input type to use and the toggle button for the field's
 * trailing slot. One state per form, so a form's password fields show or hide together.
 */
export function usePasswordVisibility() {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="field__toggle"
      aria-pressed={visible}
      aria-label={visible ? th.auth.hidePassword : th.auth.showPassword}
      onClick={() => setVisible((current) => !current)}
    >
      {visible ? th.auth.hidePassword : th.auth.showPassword}
    </button>
  );
  return { inputType: visible ? 'text' : 'password', toggle } as const;
}
