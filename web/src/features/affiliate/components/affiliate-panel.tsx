import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { QRCodeSVG } from 'qrcode.react';
import { AffiliateLogType, type AffiliateBonus, PositiveAmount } from '@site/contract';
import { AFFILIATE_LOG_TYPES } from '@site/contract/rules';
import { AmountField } from '@/components/ui/amount-field';
import { FigureGrid } from '@/components/ui/figure-grid';
import { paths } from '@/config/paths';
import { CopyButton } from '@/components/ui/copy-button';
import { DateRangeFields, type DayRange } from '@/components/ui/date-range-fields';
import { QueryState, useQueryShown } from '@/components/ui/query-state';
import { SkeletonText } from '@/components/ui/skeleton';
import { FailureNotice } from '@/components/ui/failure-notice';
import { bangkokDay } from '@site/contract/bangkok-time';
import { formatDateTime } from '@/lib/dates';
import { formatBaht } from '@/lib/money';
import { type MemberRef } from '@/lib/member-keys';
import { notifySuccess } from '@/lib/toast';
import { thMemberArea } from '@/i18n/th-member-area';
import {
  type AffiliateLogKind,
  useAffiliateBonus,
  useAffiliateCode,
  useAffiliateLogs,
  useDownline,
  useDownlineBonus,
  useWithdrawAffiliateBonus,
} from '../api/affiliate-queries';
import { siteNow } from '@/lib/site-clock';
import '../affiliate.css';

const t = thMemberArea.affiliate;

/** This calendar month so far, in Bangkok days. */
function thisMonth(): DayRange {
  const today = bangkokDay(siteNow());
  return { start: `${today.slice(0, 8)}01`, end: today };
}

/** The invite code, its link and the link's QR; without the code yet, the same card with skeletons. */
function ShareCard({ code }: { code: string | undefined }) {
  const link = code === undefined ? undefined : `${window.location.origin}${paths.affiliateInvite(code)}`;
  const canShare = typeof navigator.share === 'function';
  return (
    <section className="card stack" aria-labelledby="affiliate-share-title">
      <h2 id="affiliate-share-title">{t.code}</h2>
      <div className="share">
        <div className="toolbar">
          {code === undefined ? (
            <span className="share__code">
              <SkeletonText width="6em" />
            </span>
          ) : (
            <span className="share__code" data-testid="affiliate-code">
              {code}
            </span>
          )}
          <CopyButton value={code} what={t.code} />
        </div>
        <p className="field__label">{t.link}</p>
        {/* shown as members write a site's address: host and path, no scheme */}
        {link === undefined ? (
          <span className="share__link">
            <SkeletonText width="14em" />
          </span>
        ) : (
          <a className="share__link" href={link} data-testid="affiliate-link">
            {link.replace(/^https?:\/\//, '')}
          </a>
        )}
        <div className="toolbar">
          <CopyButton value={link} what={t.link} />
          {canShare ? (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={link === undefined}
              onClick={() => (link === undefined ? undefined : void navigator.share({ url: link }).catch(() => undefined))}
            >
              {t.share}
            </button>
          ) : null}
        </div>
        <div className="qr-box">
          {link === undefined ? (
            <span className="qr-box__pending" aria-hidden="true" />
          ) : (
            <QRCodeSVG value={link} level="M" size={150} marginSize={2} title={t.linkQr} />
          )}
        </div>
      </div>
    </section>
  );
}

/** The balances; without them yet, the same figures with skeletons for their values. */
function BalanceFacts({ bonus }: { bonus: AffiliateBonus | undefined }) {
  return (
    <FigureGrid
      testId="affiliate-balance"
      figures={[
        { label: t.balance, value: bonus && formatBaht(bonus.balance), testId: 'affiliate-balance-total' },
        { label: t.balanceAf, value: bonus && formatBaht(bonus.balanceAf), testId: 'affiliate-balance-af' },
        { label: t.balanceWl, value: bonus && formatBaht(bonus.balanceWl), testId: 'affiliate-balance-wl' },
        { label: t.totalBonus, value: bonus && formatBaht(bonus.total_bonus) },
      ]}
    />
  );
}

const WithdrawBonusForm = z.object({ type: AffiliateLogType, amount: z.string().trim().pipe(z.coerce.number().pipe(PositiveAmount)) });

/** Moves affiliate bonus into credit; until the balances are here, the same form, disabled. */
function WithdrawBonus({ member, bonus }: { member: MemberRef; bonus: AffiliateBonus | undefined }) {
  const withdraw = useWithdrawAffiliateBonus(member);
  const form = useForm<z.input<typeof WithdrawBonusForm>, unknown, z.output<typeof WithdrawBonusForm>>({
    resolver: zodResolver(WithdrawBonusForm),
    defaultValues: { type: 'af', amount: '' },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const available = bonus === undefined ? undefined : type === 'af' ? bonus.balanceAf : bonus.balanceWl;
  const submit = form.handleSubmit((body) => {
    withdraw.mutate(
      { params: { username: member.username }, body },
      {
        onSuccess: () => {
          notifySuccess(t.withdrawDone(formatBaht(body.amount)));
          form.reset({ type: body.type, amount: '' });
        },
      },
    );
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="affiliate-withdraw-title" inert={bonus === undefined}>
      <h3 id="affiliate-withdraw-title">{t.withdrawHeading}</h3>
      <fieldset className="segmented">
        <legend>{t.type}</legend>
        {AFFILIATE_LOG_TYPES.map((kind) => (
          <label key={kind}>
            <input type="radio" value={kind} {...form.register('type')} />
            {t.typeName[kind]}
          </label>
        ))}
      </fieldset>
      <AmountField
        label={t.amount}
        error={form.formState.errors.amount?.message}
        registration={form.register('amount')}
        maxAmount={available}
        onFillMax={(amount) => form.setValue('amount', amount, { shouldValidate: true })}
      />
      <FailureNotice error={withdraw.error} testId="affiliate-withdraw-error" />
      <button type="submit" className="btn btn--primary btn--block" disabled={withdraw.isPending || bonus === undefined}>
        {withdraw.isPending ? t.withdrawing : t.withdraw}
      </button>
    </form>
  );
}

function Downline({ username }: { username: string }) {
  const downline = useDownline(username);
  return (
    <section className="card stack affiliate-downline" aria-labelledby="affiliate-downline-title">
      <h2 id="affiliate-downline-title">
        {t.downline} {downline.data ? `(${t.downlineCount(downline.data.total)})` : null}
      </h2>
      <QueryState query={downline} isEmpty={(data) => data.total === 0} emptyText={t.empty}>
        {(data) => (
          <ul className="rows" data-testid="affiliate-downline">
            {Object.entries(data.users).map(([key, user]) => (
              <li key={key} className="row">
                <p className="row__main">{user.username}</p>
                <p className="row__amount">
                  <span className="row__amount-label">{t.friendDeposits}</span>
                  {formatBaht(user.depositTotal)}
                </p>
                <p className="row__meta">
                  {user.name} · {t.registered}
                  {'\u00a0'}
                  {formatDateTime(user.registeredAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The bonus history newest first, whatever order the API lists it in. */
function newestFirst<Row extends { createdAt: string }>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function BonusByRange({ username }: { username: string }) {
  const [range, setRange] = useState(thisMonth);
  const [logType, setLogType] = useState<AffiliateLogKind>('af');
  const bonus = useDownlineBonus(username, range);
  const logs = useAffiliateLogs(username, logType, range);
  return (
    <section className="card stack span-2" aria-labelledby="affiliate-range-title">
      <h2 id="affiliate-range-title">{t.bonusRange}</h2>
      <DateRangeFields value={range} onApply={setRange} idPrefix="affiliate-range" />
      <QueryState query={bonus}>
        {(data) => (
          <>
            <p data-testid="affiliate-range-total">
              {t.total}: <strong>{formatBaht(data.total)}</strong> ({t.typeName.af} {formatBaht(data.totalAf)} · {t.typeName.wl}{' '}
              {formatBaht(data.totalWl)})
            </p>
            {data.items.length > 0 ? (
              <ul className="rows">
                {data.items.map((item) => (
                  <li key={item.username} className="row">
                    <p className="row__main">{item.username}</p>
                    <p className="row__amount">{formatBaht(item.total)}</p>
                    <p className="row__meta">
                      {t.fromDeposits} {formatBaht(item.af)} · {t.fromLosses} {formatBaht(item.wl)}
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </QueryState>
      <h3>{t.logs}</h3>
      <fieldset className="segmented">
        <legend>{t.type}</legend>
        {AFFILIATE_LOG_TYPES.map((kind) => (
          <label key={kind}>
            <input type="radio" name="affiliate-log-type" value={kind} checked={logType === kind} onChange={() => setLogType(kind)} />
            {t.typeName[kind]}
          </label>
        ))}
      </fieldset>
      <QueryState query={logs} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ul className="rows" data-testid="affiliate-logs">
            {newestFirst(rows).map((row) => (
              <li key={row.id} className="row">
                <p className="row__main">{row.description}</p>
                <p className="row__amount">{formatBaht(row.amount)}</p>
                <p className="row__meta">
                  {formatDateTime(row.createdAt)}
                  {/* the friend, where the description does not already name them */}
                  {row.downline && !row.description.includes(row.downline) ? ` · ${row.downline}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The affiliate programme: invite code and share link with a QR, balances, withdrawal into credit, downline, bonus and logs by range. */
export function AffiliatePanel({ member }: { member: MemberRef }) {
  const bonus = useAffiliateBonus(member.username);
  const code = useAffiliateCode(member.uuid);
  const downlineShown = useQueryShown(useDownline(member.username));
  const balances = (data: AffiliateBonus | undefined) => (
    <>
      <p className="muted">{data ? t.rates(data.afPercent, data.wlPercent) : <SkeletonText width="16em" />}</p>
      <BalanceFacts bonus={data} />
      <WithdrawBonus member={member} bonus={data} />
    </>
  );
  return (
    <>
      {/* The invite code from its own call (spec 7), so sharing works even while the balances load. */}
      <QueryState query={code} placeholder={<ShareCard code={undefined} />}>
        {(value) => <ShareCard code={value} />}
      </QueryState>
      <section className="card stack" aria-labelledby="affiliate-balance-title">
        <h2 id="affiliate-balance-title">{t.bonusHeading}</h2>
        <QueryState query={bonus} placeholder={balances(undefined)}>
          {(data) => balances(data)}
        </QueryState>
      </section>
      <Downline username={member.username} />
      {/* below a list of any length: it comes once the list is there, so the list never pushes it down */}
      {downlineShown ? <BonusByRange username={member.username} /> : null}
    </>
  );
}
