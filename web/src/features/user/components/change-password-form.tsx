import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { ChangePasswordBody } from '@site/contract';
import { TextField } from '@/components/ui/text-field';
import { FailureNotice } from '@/components/ui/failure-notice';
import { notifySuccess } from '@/lib/toast';
import { thMemberArea } from '@/i18n/th-member-area';
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
          notifySuccess(response.body.message || thMemberArea.password.success);
          form.reset();
        },
      },
    );
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label={thMemberArea.changePassword.oldPassword}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
      <TextField
        label={thMemberArea.changePassword.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label={thMemberArea.changePassword.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FailureNotice error={change.error} testId="password-error" />
      {change.isSuccess ? (
        <p className="ok" role="status" data-testid="password-changed">
          {change.data.body.message || thMemberArea.password.success}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={change.isPending}>
        {change.isPending ? thMemberArea.changePassword.submitting : thMemberArea.changePassword.submit}
      </button>
    </form>
  );
}
