import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterStep1, RegisterStep2 } from '@site/contract';
import { failureMessage } from '@/lib/http-errors';
import { thScreens } from '@/i18n/th-screens';
import { useAccountName, useBankIdCheck, useInviter, usePhoneCheck, useRegister, useUsernameCheck } from '../api/registration-queries';

export interface RegisterWizardOptions {
  /** From /aff/{afCode}: prefilled, the inviter looked up. */
  afCode?: string | undefined;
  /** From /regis and /regiss: kept for the registration payload. */
  team?: string | undefined;
  marketing?: string | undefined;
  onRegistered: () => void;
}

/** What a field shows for a live check: a hint (free, or checking) or an error (taken). */
export interface LiveCheckState {
  hint: string | undefined;
  error: string | undefined;
  /** Checking or taken: the step must not go on. */
  blocked: boolean;
}

interface Availability {
  available: boolean;
  message: string;
}

/** A live check's outcome as a field hint (free) or error (taken). */
export function liveCheckState(query: { data: Availability | undefined; isFetching: boolean }): LiveCheckState {
  if (query.isFetching) return { hint: thScreens.register.checking, error: undefined, blocked: true };
  if (!query.data) return { hint: undefined, error: undefined, blocked: false };
  return query.data.available
    ? { hint: `✓ ${query.data.message}`, error: undefined, blocked: false }
    : { hint: undefined, error: query.data.message, blocked: true };
}

/**
 * The state and flow of the two-step registration (spec 3 step1/step2), apart from its markup:
 * which step shows, both steps' forms (validated with the contract's schemas, kept when going
 * back), the debounced live checks of phone, username and bank account, the holder's name
 * looked up into the name field (and its failure, with a retry), the inviter of an affiliate
 * code, and the submission, which logs the new member in.
 */
export function useRegisterWizard({ afCode: initialAfCode, team, marketing, onRegistered }: RegisterWizardOptions) {
  const [step, setStep] = useState<1 | 2>(1);
  const [afCode, setAfCode] = useState(initialAfCode ?? '');

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

  const phoneCheck = usePhoneCheck(phone);
  const usernameCheck = useUsernameCheck(username);
  const phoneState = liveCheckState(phoneCheck);
  const usernameState = liveCheckState(usernameCheck);
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

  // "Next" pressed while a live check is still on its way is kept, not lost: the step goes on by
  // itself once the checks answer free (a taken value shows its error and the step stays).
  const [nextWhenChecked, setNextWhenChecked] = useState(false);
  const goToStep2 = step1.handleSubmit(
    () => {
      const waiting = phoneState.blocked || usernameState.blocked;
      setNextWhenChecked(waiting && phoneState.error === undefined && usernameState.error === undefined);
      if (!waiting) setStep(2);
    },
    () => setNextWhenChecked(false),
  );
  const checking = phoneCheck.isFetching || usernameCheck.isFetching;
  useEffect(() => {
    if (nextWhenChecked && !checking) void goToStep2();
  }, [nextWhenChecked, checking, goToStep2]);

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

  // Spec 8: a failed account-name lookup shows the server's message under the field, like a failed login.
  const accountNameFailure = accountName.isError && !accountName.isFetching ? failureMessage(accountName.error) : undefined;

  return {
    step,
    /** Step 1: phone, username and password. */
    account: { form: step1, phone: phoneState, username: usernameState, next: goToStep2 },
    /** Step 2: bank account, the holder's name, the affiliate code; back or register. */
    bank: {
      form: step2,
      bankId: bankIdState,
      accountName: {
        looking: accountName.isFetching,
        /** The lookup's failure message, undefined while it has not failed. */
        failure: accountNameFailure,
        retry: () => void accountName.refetch(),
      },
      afCode: {
        value: afCode,
        change: setAfCode,
        hint: inviter.isFetching
          ? thScreens.register.inviterLooking
          : inviter.data
            ? thScreens.register.inviter(inviter.data.name)
            : undefined,
        error: inviter.isError ? failureMessage(inviter.error) : undefined,
      },
      back: () => setStep(1),
      submit,
      submitting: register.isPending,
      submitError: register.error,
    },
  };
}

export type RegisterWizard = ReturnType<typeof useRegisterWizard>;
