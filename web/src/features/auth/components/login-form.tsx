import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { LoginBody } from '@site/contract';
import { TextField, usePasswordVisibility } from '@/components/ui/text-field';
import { FailureNotice } from '@/components/ui/failure-notice';
import { paths } from '@/config/paths';
import { th } from '@/i18n/th';
import { useLogin } from '../api/login';
import '../auth.css';

interface LoginFormProps {
  onLoggedIn: () => void;
}

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

/** The contract's schema on what the form holds: its body, or each field's first Thai message. */
function check(form: HTMLFormElement): { body: LoginBody; errors: null } | { body: null; errors: FieldErrors } {
  const data = new FormData(form);
  const parsed = LoginBody.safeParse({ username: data.get('username'), password: data.get('password') });
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { body: null, errors };
}

/**
 * Username or phone + password, validated with the contract's own schema (Thai messages), and
 * where to turn when the password is forgotten. The first screen of `/` and `/login`: two fields
 * checked by hand instead of the form library the other forms use, which would add its weight to
 * both (docs/design/first-paint.md#budget). As the other forms do, it checks on submit, then
 * again as the member corrects a field, and puts the focus on the first field in error.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const password = usePasswordVisibility();
  const login = useLogin();
  const [errors, setErrors] = useState<FieldErrors | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = check(form);
    setErrors(result.errors ?? {});
    if (result.body) {
      login.mutate({ body: result.body }, { onSuccess: () => onLoggedIn() });
      return;
    }
    const firstInvalid = result.errors.username ? 'username' : 'password';
    form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
  };

  return (
    <form
      className="form"
      onSubmit={submit}
      // after the first submit, a message follows the member's corrections
      onInput={(event) => (errors === null ? undefined : setErrors(check(event.currentTarget).errors ?? {}))}
      noValidate
      aria-busy={login.isPending}
    >
      <TextField label={th.auth.username} name="username" autoComplete="username" inputMode="text" error={errors?.username} />
      <TextField
        label={th.auth.password}
        name="password"
        type={password.inputType}
        autoComplete="current-password"
        error={errors?.password}
        trailing={password.toggle}
      />
      <FailureNotice error={login.error} testId="login-error" />
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
        {login.isPending ? th.auth.submitting : th.auth.submit}
      </button>
      {/* No reset by e-mail or SMS in this product: the site's staff set a new password. */}
      <p className="form__help">
        {th.auth.forgotPassword} <Link to={paths.contact}>{th.auth.askStaff}</Link>
      </p>
    </form>
  );
}
