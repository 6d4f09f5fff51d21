import { type LevelTier, type UserLevel } from '@site/contract';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QueryState } from '@/components/ui/query-state';
import { formatBaht, formatInteger } from '@/lib/money';
import { thMemberArea } from '@/i18n/th-member-area';
import { useUserLevel } from '../api/user-queries';
import '../user.css';

const t = thMemberArea.ranking;
const RING = { size: 140, stroke: 14 };

/** Progress to the next level as an SVG ring in the colour of the tier it leads to. */
export function LevelProgressRing({ percent, color }: { percent: number; color: string }) {
  const radius = (RING.size - RING.stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(100, Math.max(0, percent));
  const rounded = Math.round(clamped);
  return (
    <svg
      className="progress-ring"
      viewBox={`0 0 ${RING.size} ${RING.size}`}
      width={RING.size}
      height={RING.size}
      role="img"
      aria-label={t.progressLabel(rounded)}
      data-testid="level-progress"
    >
      <circle className="progress-ring__track" cx={RING.size / 2} cy={RING.size / 2} r={radius} fill="none" strokeWidth={RING.stroke} />
      <circle
        cx={RING.size / 2}
        cy={RING.size / 2}
        r={radius}
        fill="none"
        stroke={color}
        strokeWidth={RING.stroke}
        strokeLinecap="round"
        strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
        transform={`rotate(-90 ${RING.size / 2} ${RING.size / 2})`}
      />
      <text className="progress-ring__text" x="50%" y="50%" textAnchor="middle" dominantBaseline="central">
        {rounded}%
      </text>
    </svg>
  );
}

function Progress({ level }: { level: UserLevel }) {
  return (
    <section className="card stack span-2" aria-labelledby="ranking-current-title">
      <h2 id="ranking-current-title">{t.current}</h2>
      <div className="toolbar">
        <FallbackImage src={level.current.image} alt="" width={56} height={56} />
        <strong className="share__code" data-testid="ranking-current">
          {level.current.name}
        </strong>
      </div>
      <div className="toolbar">
        <LevelProgressRing percent={level.progressPercent} color={(level.next ?? level.current).color} />
        <div>
          {level.next && level.toNextLevel !== null ? (
            <>
              <p>{t.next(level.next.name)}</p>
              <p className="muted" data-testid="ranking-to-next">
                {t.toNext(formatBaht(level.toNextLevel))}
              </p>
            </>
          ) : (
            <p>{t.top}</p>
          )}
          {/* Every tier has a next-level amount (spec 3): level 6's is 99,999,999 though no tier follows it. */}
          <p data-testid="ranking-next-amount">{t.nextLevelAmount(formatBaht(level.current.nextLevelAmount))}</p>
          <p className="muted">
            {t.cumulativeDeposit}: {thMemberArea.common.baht(formatBaht(level.cumulativeDeposit))}
          </p>
          <p className="muted">
            {t.monthDeposit}: {thMemberArea.common.baht(formatBaht(level.monthDeposit))}
          </p>
        </div>
      </div>
    </section>
  );
}

function Tier({ tier, current }: { tier: LevelTier; current: boolean }) {
  const limit = (value: number | null) => (value === null ? thMemberArea.common.noLimit : formatBaht(value));
  return (
    <li
      className={`card tier${current ? ' tier--current' : ''}${tier.status === 'disabled' ? ' tier--disabled' : ''}`}
      style={{ borderLeftColor: tier.color }}
      data-testid={`tier-${tier.id}`}
    >
      <div className="tier__head">
        <FallbackImage src={tier.image} alt="" width={36} height={36} />
        <div>
          <h3>{tier.name}</h3>
          {/* a tier that needs no deposit is where every member starts (silver, docs/design/money-and-time.md#levels); a tier
              closed to climbing is reached by no deposit, so it shows no deposit to reach it */}
          <p className="tier__criterion" data-testid={`tier-${tier.id}-criterion`}>
            {tier.minDeposit === 0
              ? t.onJoining
              : tier.status === 'disabled'
                ? t.disabled
                : t.criterion(t.criteria[tier.criteria], formatBaht(tier.minDeposit))}
          </p>
        </div>
        {current ? <span className="tag">{t.you}</span> : null}
      </div>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t.cashback}</dt>
          <dd data-testid={`tier-${tier.id}-cashback`}>{tier.lostPercent}%</dd>
        </div>
        <div className="facts__row">
          <dt>{t.perDay}</dt>
          <dd>{limit(tier.withdrawPerDay)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t.perTime}</dt>
          <dd>{limit(tier.withdrawPerTime)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t.countPerDay}</dt>
          <dd>{formatInteger(tier.withdrawCountPerDay)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The six tiers (criteria, cashback, withdraw limits, which are disabled) and the member's progress. */
export function RankingView({ uuid }: { uuid: string }) {
  const level = useUserLevel(uuid);
  return (
    <QueryState query={level}>
      {(data) => (
        <>
          <Progress level={data} />
          <section className="card stack span-2" aria-labelledby="ranking-tiers-title">
            <h2 id="ranking-tiers-title">{t.tiers}</h2>
            <ul className="tiers">
              {data.tiers.map((tier) => (
                <Tier key={tier.id} tier={tier} current={tier.id === data.level} />
              ))}
            </ul>
          </section>
        </>
      )}
    </QueryState>
  );
}
