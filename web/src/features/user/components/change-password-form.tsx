import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { ChangePasswordBody } from '@site/contract';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/http-errors';
import { notifySuccess } from '@/lib/toast';
import { th } from '@/i18n/th';
import { useChangePassword } from '../api/user-queries';

type ChangePasswordValues = z.infer<typeof ChangePasswordBody>;

export function ChangePasswordForm({ uuid }: { uuid: string }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    change.mutate(
      { params: { uuid }, body },
      {
        onSuccess: (response) => {
          notifySuccess(response.body.message || th.memberArea.password.success);
          form.reset();
        },
      },
    );
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label={th.changePassword.oldPassword} type="password" autoComplete="current-password" error={errors.oldPassword?.message} {...form.register('oldPassword')} />
      <TextField label={th.changePassword.newPassword} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <TextField label={th.changePassword.confirmPassword} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      {change.isError ? (
        <p className="form__error" role="alert" data-testid="password-error">
          {failureMessage(change.error)}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p className="ok" role="status" data-testid="password-changed">
          {change.data.body.message || th.memberArea.password.success}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={change.isPending}>
        {change.isPending ? th.changePassword.submitting : th.changePassword.submit}
      </button>
    </form>
  );
}
