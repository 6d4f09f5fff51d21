import { usePasswordVisibility } from '@/components/ui/text-field';
import { WholeWords } from '@/components/ui/whole-words';
import { thScreens } from '@/i18n/th-screens';
import { RegisterAccountStep } from './register-account-step';
import { RegisterBankStep } from './register-bank-step';
import { type RegisterWizardOptions, useRegisterWizard } from './use-register-wizard';
import '../registration.css';

export type RegisterFormProps = RegisterWizardOptions;

function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <ol className="steps" aria-label={thScreens.register.stepOf(step, 2)}>
      <li className={step === 1 ? 'steps__item steps__item--current' : 'steps__item'} aria-current={step === 1 ? 'step' : undefined}>
        <WholeWords text={thScreens.register.step1Title} />
      </li>
      <li className={step === 2 ? 'steps__item steps__item--current' : 'steps__item'} aria-current={step === 2 ? 'step' : undefined}>
        <WholeWords text={thScreens.register.step2Title} />
      </li>
    </ol>
  );
}

/**
 * Two-step registration (spec 3 step1/step2): each step validated with the contract's schema,
 * phone, username and bank account checked live (debounced), the holder's name looked up,
 * the inviter shown for an affiliate code. Going back keeps what was typed. The flow lives in
 * useRegisterWizard; each step is a component of its own.
 */
export function RegisterForm(props: RegisterFormProps) {
  const wizard = useRegisterWizard(props);
  const password = usePasswordVisibility();
  const { team, marketing } = props;

  return (
    <div className="register">
      <StepIndicator step={wizard.step} />
      {team && marketing ? (
        <p className="muted" data-testid="marketing-source">
          {thScreens.register.marketingSource(team, marketing)}
        </p>
      ) : null}
      {/* Two component types: the steps' uncontrolled inputs are never reused across steps. */}
      {wizard.step === 1 ? <RegisterAccountStep step={wizard.account} password={password} /> : <RegisterBankStep step={wizard.bank} />}
    </div>
  );
}
