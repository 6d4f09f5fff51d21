import { Link } from 'react-router';
import { levelRule, thaiBank } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { BankLogo } from '@/components/ui/bank-logo';
import { FallbackImage } from '@/components/ui/fallback-image';
import { WholeWords } from '@/components/ui/whole-words';
import { RefreshIcon } from '@/components/ui/icons';
import { type CurrentUser } from '@/lib/session';
import { formatBaht, formatInteger } from '@/lib/money';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { useCredit, useUserDetail, useUserLevel } from '../api/user-queries';

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
      <span className="level-badge__dot" style={{ backgroundColor: color }} aria-hidden="true" />
      <span>{name}</span>
    </Link>
  );
}

/** Name, username, level badge and credit with a refresh where only the latest answer applies. */
export function MemberSummary({ user }: { user: CurrentUser }) {
  const detail = useUserDetail(user.uuid);
  const profile = detail.data ?? user;
  const username = profile.user_pass.username;
  const credit = useCredit(username);

  return (
    <section className="card member-summary" aria-labelledby="member-summary-title">
      <div className="member-summary__head">
        <h1 id="member-summary-title" className="member-summary__greeting">
          {thMemberArea.member.greeting} <span data-testid="dashboard-name">{profile.name}</span>
        </h1>
        <LevelBadge uuid={profile.uuid} fallbackLevel={profile.level} />
      </div>
      <dl className="facts">
        <div className="facts__row">
          <dt>{thMemberArea.member.username}</dt>
          <dd data-testid="dashboard-username">{username}</dd>
        </div>
      </dl>
      <div className="credit" aria-live="polite" aria-busy={credit.isFetching}>
        <span className="credit__label">{thMemberArea.member.credit}</span>
        <span className="credit__amount" data-testid="dashboard-credit">
          {credit.data ? formatBaht(credit.data.credit) : formatBaht(profile.user_credit.credit)}
        </span>
        <span className="credit__unit">{th.app.baht}</span>
        <button
          type="button"
          className="btn btn--secondary btn--small credit__refresh"
          onClick={() => void credit.refetch()}
          aria-label={thMemberArea.member.refreshCredit}
          data-testid="refresh-credit"
        >
          <RefreshIcon size={18} className={credit.isFetching ? 'spin' : undefined} />
        </button>
      </div>
      <p className="muted">
        {thMemberArea.member.point}: {formatInteger(credit.data?.point ?? profile.user_credit.point)}
        {credit.data && credit.data.inGame > 0 ? ` · ${t.inGame(formatBaht(credit.data.inGame))}` : null}
      </p>
    </section>
  );
}

/** The member's registered bank account: where withdrawals go and deposits must come from. */
export function BankAccountCard({ user }: { user: CurrentUser }) {
  const bank = thaiBank(user.user_bank.bankName);
  return (
    <section className="card bank-account" aria-labelledby="bank-account-title">
      <h2 id="bank-account-title">{t.bankAccount}</h2>
      <div className="bank-account__row">
        {bank ? <BankLogo bank={bank} size={40} /> : null}
        <div>
          <p className="bank-account__bank">{bank?.nameTh ?? user.user_bank.bankName}</p>
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
