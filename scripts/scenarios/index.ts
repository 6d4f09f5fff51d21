import type { ScenarioDefinition } from '../lib/scenario/runner';
import affiliateBonusAndWithdrawal from './affiliate-bonus-and-withdrawal';
import browserCheckInPopup from './browser/browser-check-in-popup';
import browserDepositSlip from './browser/browser-deposit-slip';
import browserLogin from './browser/browser-login';
import browserRegister from './browser/browser-register';
import browserWheel from './browser/browser-wheel';
import browserWithdraw from './browser/browser-withdraw';
import dailyCheckIn from './daily-check-in';
import depositBySlip from './deposit-by-slip';
import flipCard from './flip-card';
import levelPromotionCumulative from './level-promotion-cumulative';
import levelPromotionMonthly from './level-promotion-monthly';
import loginFailureMessage from './login-failure-message';
import maintenanceSwitch from './maintenance-switch';
import memberDataIsolation from './member-data-isolation';
import registerWithAffiliateCode from './register-with-affiliate-code';
import sessionExpiry from './session-expiry';
import upstreamFault from './upstream-fault';
import wheelSpin from './wheel-spin';
import withdrawConcurrentNoOverdraw from './withdraw-concurrent-no-overdraw';
import withdrawCountPerDay from './withdraw-count-per-day';
import withdrawDailyCapPerLevel from './withdraw-daily-cap-per-level';
import withdrawIdempotentRetry from './withdraw-idempotent-retry';
import withdrawPerTimeCap from './withdraw-per-time-cap';
import withdrawWithinLimit from './withdraw-within-limit';

/** The scenario library, in the order `--list` and `all` use. */
export const apiScenarios: readonly ScenarioDefinition[] = [
  registerWithAffiliateCode,
  loginFailureMessage,
  dailyCheckIn,
  wheelSpin,
  flipCard,
  depositBySlip,
  levelPromotionCumulative,
  levelPromotionMonthly,
  withdrawWithinLimit,
  withdrawPerTimeCap,
  withdrawCountPerDay,
  withdrawDailyCapPerLevel,
  withdrawConcurrentNoOverdraw,
  withdrawIdempotentRetry,
  affiliateBonusAndWithdrawal,
  maintenanceSwitch,
  memberDataIsolation,
  sessionExpiry,
  upstreamFault,
];

export const browserScenarios: readonly ScenarioDefinition[] = [
  browserLogin,
  browserRegister,
  browserDepositSlip,
  browserWithdraw,
  browserCheckInPopup,
  browserWheel,
];

export const scenarios: readonly ScenarioDefinition[] = [...apiScenarios, ...browserScenarios];
