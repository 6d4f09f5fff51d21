import { NavLink } from 'react-router';
import { type Reward } from '@site/contract';
import { paths } from '@/config/paths';
import { FallbackImage } from '@/components/ui/fallback-image';
import { WholeWords } from '@/components/ui/whole-words';
import { QueryState } from '@/components/ui/query-state';
import { FailureNotice } from '@/components/ui/failure-notice';
import { formatDateTime } from '@/lib/dates';
import { formatInteger } from '@/lib/money';
import { type MemberRef } from '@/lib/member-keys';
import { notifySuccess } from '@/lib/toast';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { useClaimReward, useRewardHistory, useRewards } from '../api/reward-queries';

const t = thMemberArea.rewards;

function RewardCard({ reward, points, member }: { reward: Reward; points: number; member: MemberRef }) {
  const claim = useClaimReward(member);
  const outOfStock = reward.stock === 0;
  // Not enough points is known before asking: an honest disabled button, the reason beside it.
  const notEnoughPoints = points < reward.points;
  const shortNoteId = `reward-${reward.id}-short`;
  return (
    <li className="game-tile reward" data-testid={`reward-${reward.id}`}>
      <FallbackImage src={reward.image} alt="" width={160} height={120} />
      <p className="game-tile__name">
        <WholeWords text={reward.name} />
      </p>
      <p className="muted">
        <WholeWords text={reward.description} />
      </p>
      <p className="reward__price">
        <strong>{t.cost(formatInteger(reward.points))}</strong>
        <span className="muted">{outOfStock ? t.outOfStock : t.stock(formatInteger(reward.stock))}</span>
      </p>
      {reward.needsAddress ? <span className="tag reward__tag">{t.needsAddress}</span> : null}
      {/* Above the button, which sits at the foot of the card: every card's button on one line. */}
      {notEnoughPoints ? (
        <p id={shortNoteId} className="muted" data-testid="reward-short">
          {t.notEnough}
        </p>
      ) : null}
      <button
        type="button"
        className={`btn btn--primary btn--small${outOfStock || notEnoughPoints ? ' btn--unavailable' : ''}`}
        disabled={claim.isPending || outOfStock || notEnoughPoints}
        aria-label={t.claim(reward.name)}
        aria-describedby={notEnoughPoints ? shortNoteId : undefined}
        onClick={() =>
          claim.mutate(
            { body: { rewardId: reward.id, quantity: 1, userUuid: member.uuid } },
            { onSuccess: () => notifySuccess(t.claimed(reward.name)) },
          )
        }
      >
        {claim.isPending ? t.claiming : t.claimShort}
      </button>
      <FailureNotice error={claim.error} testId="reward-error" />
    </li>
  );
}

/** Rewards by category (links to /auth/reward/{categoryId}), the member's points, claim buttons. */
export function RewardCatalogue({ categoryId, member }: { categoryId: string | null; member: MemberRef }) {
  const rewards = useRewards(categoryId);
  return (
    <QueryState query={rewards}>
      {(data) => (
        <section className="card stack span-2" aria-labelledby="reward-catalogue-title">
          <h2 id="reward-catalogue-title">
            {t.points}: <span data-testid="reward-points">{formatInteger(data.point)}</span>
          </h2>
          <ul className="chips" aria-label={t.categories}>
            <li>
              <NavLink className="chip" to={paths.auth.reward} end>
                {t.allCategories}
              </NavLink>
            </li>
            {data.categories.map((category) => (
              <li key={category.id}>
                <NavLink className="chip" to={paths.auth.rewardCategory(category.id)}>
                  {category.name}
                </NavLink>
              </li>
            ))}
          </ul>
          {data.rewards.length === 0 ? (
            <p className="state state--empty">{th.app.empty}</p>
          ) : (
            <ul className="game-tiles" data-testid="rewards">
              {data.rewards.map((reward) => (
                <RewardCard key={reward.id} reward={reward} points={data.point} member={member} />
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryState>
  );
}

export function RewardHistory({ uuid }: { uuid: string }) {
  const history = useRewardHistory(uuid);
  return (
    <section className="card stack span-2" aria-labelledby="reward-history-title">
      <h2 id="reward-history-title">{t.history}</h2>
      <QueryState query={history} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <ul className="rows" data-testid="reward-history">
            {rows.map((row) => (
              <li key={row.id} className="row">
                <p className="row__main">
                  {row.rewardName} × {row.quantity}
                </p>
                <p className="row__amount">
                  <span className={`status status--${row.status}`}>{t.status[row.status] ?? row.status}</span>
                </p>
                <p className="row__meta">
                  {t.source[row.source] ?? row.source} · {t.cost(formatInteger(row.points))} · {formatDateTime(row.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
