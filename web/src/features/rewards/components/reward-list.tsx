import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { type Address, type Reward } from '@site/contract';
import { paths } from '@/config/paths';
import { FallbackImage } from '@/components/ui/fallback-image';
import { WholeWords } from '@/components/ui/whole-words';
import { QueryState } from '@/components/ui/query-state';
import { FailureNotice } from '@/components/ui/failure-notice';
import { formatDateTime } from '@/lib/dates';
import { formatInteger } from '@/lib/money';
import { type MemberRef } from '@/lib/member-keys';
import { closeModal, openModal } from '@/lib/modal-dialog';
import { notifySuccess } from '@/lib/toast';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { useClaimReward, useRewardHistory, useRewards } from '../api/reward-queries';
import '../rewards.css';

const t = thMemberArea.rewards;
const c = t.confirm;

function RewardCard({ reward, points, onChoose }: { reward: Reward; points: number; onChoose: (reward: Reward) => void }) {
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
          {t.notEnough(formatInteger(reward.points - points))}
        </p>
      ) : null}
      <button
        type="button"
        className={`btn btn--primary btn--small${outOfStock || notEnoughPoints ? ' btn--unavailable' : ''}`}
        disabled={outOfStock || notEnoughPoints}
        aria-label={t.claim(reward.name)}
        aria-describedby={notEnoughPoints ? shortNoteId : undefined}
        aria-haspopup="dialog"
        onClick={() => onChoose(reward)}
      >
        {t.claimShort}
      </button>
    </li>
  );
}

/** A saved address on one line, as a parcel label reads it. */
function addressLine(address: Address): string {
  return [
    address.fullName,
    address.houseNo,
    address.moo,
    address.village,
    address.soi,
    address.road,
    address.subDistrict,
    address.district,
    address.province,
    address.postcode,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Where a claimed reward goes: the saved address for a parcel; nothing is sent otherwise. */
function Destination({ reward, address }: { reward: Reward; address: Address | null | undefined }) {
  return (
    <div className="facts__row">
      <dt>{c.sentTo}</dt>
      <dd data-testid="claim-destination">
        {!reward.needsAddress ? (
          c.noDelivery
        ) : address ? (
          addressLine(address)
        ) : address === null ? (
          <>
            {c.noAddress} <Link to={paths.auth.manageAddress}>{c.addAddress}</Link>
          </>
        ) : (
          th.app.loading
        )}
      </dd>
    </div>
  );
}

interface ClaimProps {
  points: number;
  member: MemberRef;
  /** The delivery address from the member's profile: null when none is saved, undefined until it is known. */
  address: Address | null | undefined;
}

/** The sheet's content for the reward chosen. */
function ClaimFacts({ reward, points, member, address, close }: ClaimProps & { reward: Reward; close: () => void }) {
  const claim = useClaimReward(member);
  return (
    <>
      <dl className="facts">
        <div className="facts__row">
          <dt>{c.item}</dt>
          <dd data-testid="claim-item">{reward.name}</dd>
        </div>
        <div className="facts__row">
          <dt>{c.cost}</dt>
          <dd data-testid="claim-cost">{t.cost(formatInteger(reward.points))}</dd>
        </div>
        <div className="facts__row">
          <dt>{c.left}</dt>
          <dd data-testid="claim-left">{t.cost(formatInteger(points - reward.points))}</dd>
        </div>
        <Destination reward={reward} address={address} />
      </dl>
      <p className="muted">{c.followUp}</p>
      <FailureNotice error={claim.error} testId="reward-error" />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={close}>
          {c.cancel}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={claim.isPending || (reward.needsAddress && !address)}
          data-autofocus
          onClick={() =>
            claim.mutate(
              { body: { rewardId: reward.id, quantity: 1, userUuid: member.uuid } },
              {
                onSuccess: () => {
                  notifySuccess(t.claimed(reward.name));
                  close();
                },
              },
            )
          }
        >
          {claim.isPending ? t.claiming : c.submit}
        </button>
      </div>
    </>
  );
}

/**
 * Points are spent only after the member has read what they buy (a mis-tap costs nothing): the
 * item, its cost, the points left after and where it is sent, in a modal sheet (native dialog:
 * focus inside, Escape cancels).
 */
function ClaimSheet({ reward, onDone, ...claim }: ClaimProps & { reward: Reward | null; onDone: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (reward) openModal(dialog);
    else closeModal(dialog);
  }, [reward]);
  const close = () => {
    if (dialogRef.current) closeModal(dialogRef.current);
  };
  return (
    <dialog ref={dialogRef} className="dialog dialog--sheet" aria-labelledby="claim-sheet-title" onClose={onDone} data-testid="claim-sheet">
      <h2 id="claim-sheet-title">{c.title}</h2>
      {reward ? <ClaimFacts key={reward.id} reward={reward} close={close} {...claim} /> : null}
    </dialog>
  );
}

/** Rewards by category (links to /auth/reward/{categoryId}), the member's points, claim buttons. */
export function RewardCatalogue({
  categoryId,
  member,
  address,
}: {
  categoryId: string | null;
  member: MemberRef;
  address: Address | null | undefined;
}) {
  const rewards = useRewards(categoryId);
  const [chosen, setChosen] = useState<Reward | null>(null);
  return (
    <QueryState query={rewards}>
      {(data) => (
        <section className="card stack reward-page__catalogue" aria-labelledby="reward-catalogue-title">
          <h2 id="reward-catalogue-title">
            {t.points}: <span data-testid="reward-points">{formatInteger(data.point)}</span>
          </h2>
          <ul className="chips chips--scroll" aria-label={t.categories}>
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
            <ul className="game-tiles reward-tiles" data-testid="rewards">
              {data.rewards.map((reward) => (
                <RewardCard key={reward.id} reward={reward} points={data.point} onChoose={setChosen} />
              ))}
            </ul>
          )}
          <ClaimSheet reward={chosen} points={data.point} member={member} address={address} onDone={() => setChosen(null)} />
        </section>
      )}
    </QueryState>
  );
}

export function RewardHistory({ uuid }: { uuid: string }) {
  const history = useRewardHistory(uuid);
  return (
    <section className="card stack reward-page__history" aria-labelledby="reward-history-title">
      <h2 id="reward-history-title">{t.history}</h2>
      <QueryState query={history} isEmpty={(rows) => rows.length === 0} emptyText={t.historyEmpty}>
        {(rows) => (
          <ul className="rows" data-testid="reward-history">
            {rows.map((row) => (
              <li key={row.id} className="row">
                {/* whole words: in the desktop's side column "100 บาท" and "300 คะแนน" broke between number and unit */}
                <p className="row__main">
                  <WholeWords text={row.rewardName} /> <WholeWords text={`× ${row.quantity}`} together />
                </p>
                <p className="row__amount">
                  <span className={`status status--${row.status}`}>{t.status[row.status] ?? row.status}</span>
                </p>
                <p className="row__meta">
                  <WholeWords text={t.source[row.source] ?? row.source} together /> ·{' '}
                  <WholeWords text={t.cost(formatInteger(row.points))} together /> ·{' '}
                  <WholeWords text={formatDateTime(row.createdAt)} together />
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
