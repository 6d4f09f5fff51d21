import { TextField, type usePasswordVisibility } from '@/components/ui/text-field';
import { thScreens } from '@/i18n/th-screens';
import { type RegisterWizard } from './use-register-wizard';

interface RegisterAccountStepProps {
  step: RegisterWizard['account'];
  /** Owned by the whole form, so shown passwords stay shown after going back from step 2. */
  password: ReturnType<typeof usePasswordVisibility>;
}

/** Step 1: phone and username checked live, password typed twice; each field says what it takes. */
export function RegisterAccountStep({ step, password }: RegisterAccountStepProps) {
  const { form, phone, username, next } = step;
  const errors = form.formState.errors;
  return (
    <form className="form" onSubmit={next} noValidate aria-label={thScreens.register.step1Title}>
      <TextField
        label={thScreens.register.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        error={errors.phone?.message ?? phone.error}
        hint={phone.hint}
        help={thScreens.register.phoneHelp}
        liveNote
        {...form.register('phone')}
      />
      <TextField
        label={thScreens.register.username}
        autoComplete="username"
        autoCapitalize="none"
        error={errors.username?.message ?? username.error}
        hint={username.hint}
        help={thScreens.register.usernameHelp}
        liveNote
        {...form.register('username')}
      />
      <TextField
        label={thScreens.register.password}
        type={password.inputType}
        autoComplete="new-password"
        error={errors.password?.message}
        help={thScreens.register.passwordHelp}
        trailing={password.toggle}
        {...form.register('password')}
      />
      <TextField
        label={thScreens.register.confirmPassword}
        type={password.inputType}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <button type="submit" className="btn btn--primary btn--block">
        {thScreens.register.next}
      </button>
    </form>
  );
}
