import { THAI_BANKS } from '@site/contract/rules';
import { TextField } from '@/components/ui/text-field';
import { BankLogo } from '@/components/ui/bank-logo';
import { WholeWords } from '@/components/ui/whole-words';
import { FailureNotice } from '@/components/ui/failure-notice';
import { thScreens } from '@/i18n/th-screens';
import { type RegisterWizard } from './use-register-wizard';
import '../registration.css';

/** Step 2: bank and account number (checked live), the holder's name looked up, the affiliate code. */
export function RegisterBankStep({ step }: { step: RegisterWizard['bank'] }) {
  const { form, bankId, accountName, afCode } = step;
  const errors = form.formState.errors;
  return (
    <form className="form" onSubmit={step.submit} noValidate aria-label={thScreens.register.step2Title}>
      <fieldset className="bank-picker">
        <legend className="field__label">{thScreens.register.bank}</legend>
        <div className="bank-picker__options">
          {THAI_BANKS.map((bank) => (
            <label key={bank.code} className="bank-option">
              <input
                type="radio"
                value={bank.code}
                className="bank-option__input"
                aria-label={bank.nameTh}
                {...form.register('bankName')}
              />
              <BankLogo bank={bank} />
              {/* the short name, each word whole: a half-width column split "เกียรตินาคินภัทร" and the long names mid-word */}
              <span className="bank-option__name" aria-hidden="true">
                <WholeWords text={bank.shortTh} />
              </span>
            </label>
          ))}
        </div>
        {errors.bankName?.message ? (
          <p className="field__error" role="alert">
            {errors.bankName.message}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={thScreens.register.bankId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        error={errors.bankId?.message ?? bankId.error}
        hint={bankId.hint}
        liveNote
        {...form.register('bankId')}
      />
      <TextField
        label={thScreens.register.accountName}
        readOnly
        error={accountName.failure ?? errors.name?.message}
        hint={accountName.looking ? thScreens.register.accountNameLooking : undefined}
        liveNote
        {...form.register('name')}
      />
      {accountName.failure !== undefined ? (
        <button type="button" className="btn btn--secondary btn--small field__retry" onClick={accountName.retry}>
          {thScreens.register.accountNameRetry}
        </button>
      ) : null}
      <TextField
        label={thScreens.register.afCode}
        name="afCode"
        value={afCode.value}
        onChange={(event) => afCode.change(event.target.value)}
        autoCapitalize="none"
        hint={afCode.hint}
        liveNote
        error={afCode.error}
      />
      <FailureNotice error={step.submitError} testId="register-error" />
      <div className="form__actions">
        <button type="button" className="btn btn--secondary" onClick={step.back}>
          {thScreens.register.back}
        </button>
        <button type="submit" className="btn btn--primary" disabled={step.submitting}>
          {step.submitting ? thScreens.register.submitting : thScreens.register.submit}
        </button>
      </div>
    </form>
  );
}
