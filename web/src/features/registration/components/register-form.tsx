import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterStep1, RegisterStep2 } from '@site/contract';
import { THAI_BANKS } from '@site/contract/rules';
import { TextField, usePasswordVisibility } from '@/components/ui/text-field';
import { BankLogo } from '@/components/ui/bank-logo';
import { FailureNotice } from '@/components/ui/failure-notice';
import { failureMessage } from '@/lib/http-errors';
import { thScreens } from '@/i18n/th-screens';
import { useAccountName, useBankIdCheck, useInviter, usePhoneCheck, useRegister, useUsernameCheck } from '../api/registration-queries';

export interface RegisterFormProps {
  /** From /aff/{afCode}: prefilled, the inviter looked up. */
  afCode?: string | undefined;
  /** From /regis and /regiss: kept for the registration payload. */
  team?: string | undefined;
  marketing?: string | undefined;
  onRegistered: () => void;
}

interface Availability {
  available: boolean;
  message: string;
}

/** A live check's outcome as a field hint (free) or error (taken). */
function liveCheckState(query: { data: Availability | undefined; isFetching: boolean }) {
  if (query.isFetching) return { hint: thScreens.register.checking, error: undefined, blocked: true };
  if (!query.data) return { hint: undefined, error: undefined, blocked: false };
  return query.data.available
    ? { hint: `✓ ${query.data.message}`, error: undefined, blocked: false }
    : { hint: undefined, error: query.data.message, blocked: true };
}

function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <ol className="steps" aria-label={thScreens.register.stepOf(step, 2)}>
      <li className={step === 1 ? 'steps__item steps__item--current' : 'steps__item'} aria-current={step === 1 ? 'step' : undefined}>
        {thScreens.register.step1Title}
      </li>
      <li className={step === 2 ? 'steps__item steps__item--current' : 'steps__item'} aria-current={step === 2 ? 'step' : undefined}>
        {thScreens.register.step2Title}
      </li>
    </ol>
  );
}

/**
 * Two-step registration (spec 3 step1/step2): each step validated with the contract's schema,
 * phone, username and bank account checked live (debounced), the holder's name looked up,
 * the inviter shown for an affiliate code. Going back keeps what was typed.
 */
export function RegisterForm({ afCode: initialAfCode, team, marketing, onRegistered }: RegisterFormProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [afCode, setAfCode] = useState(initialAfCode ?? '');
  const password = usePasswordVisibility();

  const step1 = useForm<RegisterStep1>({
    resolver: zodResolver(RegisterStep1),
    defaultValues: { phone: '', username: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const step2 = useForm<RegisterStep2>({
    resolver: zodResolver(RegisterStep2),
    defaultValues: { bankName: '', bankId: '', name: '' },
    mode: 'onTouched',
  });

  const phone = useWatch({ control: step1.control, name: 'phone' });
  const username = useWatch({ control: step1.control, name: 'username' });
  const bankName = useWatch({ control: step2.control, name: 'bankName' });
  const bankId = useWatch({ control: step2.control, name: 'bankId' });

  const phoneState = liveCheckState(usePhoneCheck(phone));
  const usernameState = liveCheckState(useUsernameCheck(username));
  const bankIdCheck = useBankIdCheck(bankName, bankId);
  const bankIdState = liveCheckState(bankIdCheck);
  const accountName = useAccountName(bankName, bankId, bankIdCheck.data?.available === true);
  const inviter = useInviter(afCode);
  const register = useRegister();

  // The name field holds only the holder of the account number now in the field: a failed or
  // pending lookup for another number must not leave the previous holder's name behind.
  const lookedUpName = accountName.isSuccess ? accountName.data.accountName : '';
  useEffect(() => {
    if (lookedUpName !== step2.getValues('name')) step2.setValue('name', lookedUpName, { shouldValidate: lookedUpName !== '' });
  }, [lookedUpName, step2]);

  const goToStep2 = step1.handleSubmit(() => {
    if (phoneState.blocked || usernameState.blocked) return;
    setStep(2);
  });

  const submit = step2.handleSubmit((step2Values) => {
    if (bankIdState.blocked) return;
    const trimmedAfCode = afCode.trim();
    register.mutate(
      {
        body: {
          step1: step1.getValues(),
          step2: step2Values,
          ...(trimmedAfCode ? { afCode: trimmedAfCode } : {}),
          ...(team ? { team } : {}),
          ...(marketing ? { marketing } : {}),
        },
      },
      { onSuccess: () => onRegistered() },
    );
  });

  const errors1 = step1.formState.errors;
  const errors2 = step2.formState.errors;

  return (
    <div className="register">
      <StepIndicator step={step} />
      {team && marketing ? (
        <p className="muted" data-testid="marketing-source">
          {thScreens.register.marketingSource(team, marketing)}
        </p>
      ) : null}
      {step === 1 ? (
        // Distinct keys: the steps' uncontrolled inputs must never be reused across steps.
        <form key="step1" className="form" onSubmit={goToStep2} noValidate aria-label={thScreens.register.step1Title}>
          <TextField
            label={thScreens.register.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            error={errors1.phone?.message ?? phoneState.error}
            hint={phoneState.hint}
            {...step1.register('phone')}
          />
          <TextField
            label={thScreens.register.username}
            autoComplete="username"
            autoCapitalize="none"
            error={errors1.username?.message ?? usernameState.error}
            hint={usernameState.hint}
            {...step1.register('username')}
          />
          <TextField
            label={thScreens.register.password}
            type={password.inputType}
            autoComplete="new-password"
            error={errors1.password?.message}
            trailing={password.toggle}
            {...step1.register('password')}
          />
          <TextField
            label={thScreens.register.confirmPassword}
            type={password.inputType}
            autoComplete="new-password"
            error={errors1.confirmPassword?.message}
            {...step1.register('confirmPassword')}
          />
          <button type="submit" className="btn btn--primary btn--block">
            {thScreens.register.next}
          </button>
        </form>
      ) : (
        <form key="step2" className="form" onSubmit={submit} noValidate aria-label={thScreens.register.step2Title}>
          <fieldset className="bank-picker">
            <legend className="field__label">{thScreens.register.bank}</legend>
            <div className="bank-picker__options">
              {THAI_BANKS.map((bank) => (
                <label key={bank.code} className="bank-option">
                  <input type="radio" value={bank.code} className="bank-option__input" {...step2.register('bankName')} />
                  <BankLogo bank={bank} />
                  <span className="bank-option__name">{bank.nameTh}</span>
                </label>
              ))}
            </div>
            {errors2.bankName?.message ? (
              <p className="field__error" role="alert">
                {errors2.bankName.message}
              </p>
            ) : null}
          </fieldset>
          <TextField
            label={thScreens.register.bankId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            error={errors2.bankId?.message ?? bankIdState.error}
            hint={bankIdState.hint}
            {...step2.register('bankId')}
          />
          <TextField
            label={thScreens.register.accountName}
            readOnly
            // Spec 8: a failed account-name lookup shows the server's message here, like a failed login.
            error={accountName.isError && !accountName.isFetching ? failureMessage(accountName.error) : errors2.name?.message}
            hint={accountName.isFetching ? thScreens.register.accountNameLooking : undefined}
            {...step2.register('name')}
          />
          {accountName.isError && !accountName.isFetching ? (
            <button type="button" className="btn btn--secondary btn--small field__retry" onClick={() => void accountName.refetch()}>
              {thScreens.register.accountNameRetry}
            </button>
          ) : null}
          <TextField
            label={thScreens.register.afCode}
            name="afCode"
            value={afCode}
            onChange={(event) => setAfCode(event.target.value)}
            autoCapitalize="none"
            hint={
              inviter.isFetching
                ? thScreens.register.inviterLooking
                : inviter.data
                  ? thScreens.register.inviter(inviter.data.name)
                  : undefined
            }
            error={inviter.isError ? failureMessage(inviter.error) : undefined}
          />
          <FailureNotice error={register.error} testId="register-error" />
          <div className="form__actions">
            <button type="button" className="btn btn--secondary" onClick={() => setStep(1)}>
              {thScreens.register.back}
            </button>
            <button type="submit" className="btn btn--primary" disabled={register.isPending}>
              {register.isPending ? thScreens.register.submitting : thScreens.register.submit}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
