import { Link } from 'react-router';
import { type UserLevel } from '@site/contract';
import { levelRule, thaiBank } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { BankLogo } from '@/components/ui/bank-logo';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QueryState } from '@/components/ui/query-state';
import { WholeWords } from '@/components/ui/whole-words';
import { GiftIcon } from '@/components/ui/icons';
import { type CurrentUser } from '@/lib/session';
import { formatBaht, formatInteger } from '@/lib/money';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { useCredit, useUserDetail, useUserLevel } from '../api/user-queries';
import '../user.css';

const t = thMemberArea.dashboard;

/**
 * The level badge: the tier's image and name with its colour as an accent (text stays AA).
 * Until the level API answers, a disc in the tier's colour holds the image's place: the rules
 * module knows no image URL the mock serves.
 */
export function LevelBadge({ uuid, fallbackLevel }: { uuid: string; fallbackLevel: number }) {
  const level = useUserLevel(uuid);
  const rule = levelRule(fallbackLevel);
  const name = level.data?.current.name ?? rule.nameTh;
  const color = level.data?.current.color ?? rule.color;
  const image = level.data?.current.image;
  return (
    <Link
      to={paths.auth.ranking}
      className="level-badge"
      data-testid="level-badge"
      aria-label={t.levelBadge(name)}
      style={{ borderColor: color }}
    >
      {image ? (
        <FallbackImage src={image} alt={t.levelImage(name)} width={32} height={32} className="level-badge__img" eager />
      ) : (
        <span className="level-badge__img level-badge__img--pending" style={{ backgroundColor: color }} aria-hidden="true" />
      )}
      <span>{name}</span>
    </Link>
  );
}

/**
 * The level bar: where the member stands on the way to the next tier. Every tier has a
 * next-level amount (spec 3), the top one 99,999,999 though no tier follows it.
 */
function LevelProgress({ uuid }: { uuid: string }) {
  // Until the level answers, the same lines hold their places: nothing below moves when it does.
  // A level that failed to load (a timeout) says so with a retry, not an empty bar for good.
  return (
    <QueryState
      query={useUserLevel(uuid)}
      placeholder={
        <div className="level-progress level-progress--pending" aria-hidden="true">
          <div className="level-progress__ends">&nbsp;</div>
          <div className="level-bar" />
          <p className="level-progress__note">
            <span>&nbsp;</span>
            <span>&nbsp;</span>
          </p>
        </div>
      }
    >
      {(level) => <LevelBar level={level} />}
    </QueryState>
  );
}

function LevelBar({ level }: { level: UserLevel }) {
  const percent = Math.round(level.progressPercent);
  const color = (level.next ?? level.current).color;
  return (
    <div className="level-progress" data-testid="dashboard-level-progress">
      <div className="level-progress__ends">
        <span>{level.current.name}</span>
        {level.next ? <span>{level.next.name}</span> : null}
      </div>
      <div
        className="level-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={thMemberArea.ranking.progressLabel(percent)}
      >
        <span className="level-bar__fill" style={{ width: `${percent}%`, backgroundColor: color }} />
      </div>
      <p className="level-progress__note">
        <span>
          {level.next && level.toNextLevel !== null ? thMemberArea.ranking.toNext(formatBaht(level.toNextLevel)) : thMemberArea.ranking.top}
        </span>
        <span className="muted">{thMemberArea.ranking.nextLevelAmount(formatBaht(level.current.nextLevelAmount))}</span>
      </p>
    </div>
  );
}

/**
 * The member card: who is logged in, their tier and the way to the next one, points, what is in
 * play and the bank account. The credit itself is in the header with ฝาก and ถอน on every
 * screen, not repeated here (docs/design/web-app.md#member-data).
 */
export function MemberSummary({ user }: { user: CurrentUser }) {
  const detail = useUserDetail(user.uuid);
  const profile = detail.data ?? user;
  const username = profile.user_pass.username;
  const credit = useCredit(username);
  const inGame = credit.data?.inGame ?? 0;

  return (
    <section className="card member-summary" aria-labelledby="member-summary-title">
      <div className="member-summary__main">
        <div className="member-summary__head">
          <div className="member-summary__who">
            <h1 id="member-summary-title" className="member-summary__greeting">
              {thMemberArea.member.greeting} <span data-testid="dashboard-name">{profile.name}</span>
            </h1>
            <p className="muted">
              {thMemberArea.member.username} <span data-testid="dashboard-username">{username}</span>
            </p>
          </div>
          <LevelBadge uuid={profile.uuid} fallbackLevel={profile.level} />
        </div>
        <LevelProgress uuid={profile.uuid} />
        <div className="member-summary__foot">
          <dl className="member-summary__stats">
            <div>
              <dt>{thMemberArea.member.point}</dt>
              <dd data-testid="dashboard-points">{formatInteger(credit.data?.point ?? profile.user_credit.point)}</dd>
            </div>
            {inGame > 0 ? (
              <div>
                <dt>{t.inGame}</dt>
                <dd>
                  {formatBaht(inGame)} {th.app.baht}
                </dd>
              </div>
            ) : null}
          </dl>
          <Link to={paths.auth.reward} className="btn btn--secondary btn--small member-summary__redeem">
            <GiftIcon size={18} />
            <span>{t.redeemPoints}</span>
          </Link>
        </div>
      </div>
      <BankAccount user={profile} />
    </section>
  );
}

/** The member's registered bank account: where withdrawals go and deposits must come from. */
function BankAccount({ user }: { user: CurrentUser }) {
  const bank = thaiBank(user.user_bank.bankName);
  return (
    <section className="bank-account" aria-labelledby="bank-account-title">
      <h2 id="bank-account-title" className="bank-account__title">
        {t.bankAccount}
      </h2>
      <div className="bank-account__row">
        {bank ? <BankLogo bank={bank} size={40} /> : null}
        <div>
          <p className="bank-account__bank">
            <WholeWords text={bank?.nameTh ?? user.user_bank.bankName} together />
          </p>
          <p className="bank-account__number" data-testid="dashboard-bank-id">
            {user.user_bank.bankId}
          </p>
          {user.user_bank.accountName ? (
            <p className="muted">
              {t.accountName}: <WholeWords text={user.user_bank.accountName} />
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
