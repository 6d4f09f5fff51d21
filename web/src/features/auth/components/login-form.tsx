import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@site/contract';
import { TextField, usePasswordVisibility } from '@/components/ui/text-field';
import { FailureNotice } from '@/components/ui/failure-notice';
import { paths } from '@/config/paths';
import { th } from '@/i18n/th';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onLoggedIn: () => void;
}

/**
 * Username or phone + password, validated with the contract's own schema (Thai messages), and
 * where to turn when the password is forgotten.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const password = usePasswordVisibility();
  const login = useLogin();
  const form = useForm<LoginBody>({ resolver: zodResolver(LoginBody), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    login.mutate({ body }, { onSuccess: () => onLoggedIn() });
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={login.isPending}>
      <TextField
        label={th.auth.username}
        autoComplete="username"
        inputMode="text"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={th.auth.password}
        type={password.inputType}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
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
