import { useEffect, useRef, useState } from 'react';
import { FLIP_CARD_COUNT, type FlipCardFace as FlipCardFaceSchema, type RewardRequest } from '@site/contract';
import { type z } from 'zod';

type FlipCardFace = z.infer<typeof FlipCardFaceSchema>;
import { QueryState } from '@/components/ui/query-state';
import { StarIcon } from '@/components/ui/icons';
import { FailureNotice } from '@/components/ui/failure-notice';
import { WholeWords } from '@/components/ui/whole-words';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { type MemberRef } from '@/lib/member-keys';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { useFlipCardLogs, useMyRewardRequests, usePickCard, usePickRewardCard } from '../api/media-queries';
import { bringIntoView } from '@/lib/bring-into-view';
import '../media.css';

const t = thMemberArea.flipCard;

interface Dealt {
  picked: FlipCardFace;
  cards: FlipCardFace[];
  message: string;
}

function CardGrid({ dealt, disabled, onPick }: { dealt: Dealt | null; disabled: boolean; onPick: (index: number) => void }) {
  return (
    <ul className="cards" data-testid="flip-cards">
      {Array.from({ length: FLIP_CARD_COUNT }, (_, index) => {
        const face = dealt?.cards.find((card) => card.index === index);
        const picked = dealt?.picked.index === index;
        return (
          <li key={index}>
            {face ? (
              <div
                className={`flip flip--face${picked ? ' flip--picked' : ''}`}
                aria-label={`${t.cardFace(index + 1, face.label)}${picked ? ` (${t.picked})` : ''}`}
                role="img"
              >
                <span aria-hidden="true">{face.label}</span>
              </div>
            ) : (
              <button type="button" className="flip" aria-label={t.card(index + 1)} disabled={disabled} onClick={() => onPick(index)}>
                <StarIcon size={36} className="flip__mark" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function FlipLogs({ game }: { game: 'flip-card' | 'flip-card-reward' }) {
  const logs = useFlipCardLogs();
  return (
    <section className="card stack" aria-labelledby="flip-logs-title">
      <h2 id="flip-logs-title">{t.logs}</h2>
      <QueryState query={logs} isEmpty={(data) => data.logs.every((log) => log.game !== game)}>
        {(data) => (
          <ul className="rows" data-testid="flip-logs">
            {data.logs
              .filter((log) => log.game === game)
              .map((log) => (
                <li key={log.id} className="row">
                  <p className="row__main">
                    {t.card(log.cardIndex + 1)}: {log.label}
                  </p>
                  <p className="row__amount">{formatBaht(log.amount)}</p>
                  <p className="row__meta">{formatDateTime(log.createdAt)}</p>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function RewardRequests({ rows }: { rows: readonly RewardRequest[] }) {
  return (
    <ul className="rows" data-testid="flip-reward-requests">
      {rows.map((row) => (
        <li key={row.id} className="row">
          <p className="row__main">{row.rewardName}</p>
          <p className="row__amount">
            <span className={`status status--${row.status}`}>{thMemberArea.rewards.status[row.status] ?? row.status}</span>
          </p>
          <p className="row__meta">{formatDateTime(row.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Flip-card games: the member picks one of nine cards, the server deals and reveals them all.
 * `credit` pays baht into credit; `reward` wins a prize that becomes a reward request.
 */
export function FlipCards({ member, mode }: { member: MemberRef; mode: 'credit' | 'reward' }) {
  const logs = useFlipCardLogs();
  const pickCredit = usePickCard(member);
  const pickReward = usePickRewardCard(member);
  const requests = useMyRewardRequests();
  const [dealt, setDealt] = useState<Dealt | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // The member tapped a card low on a phone screen: bring the result into view (still for reduced motion).
  useEffect(() => {
    if (dealt) bringIntoView(resultRef.current);
  }, [dealt]);
  const pick = mode === 'credit' ? pickCredit : pickReward;
  const playsLeft = mode === 'credit' ? logs.data?.playsLeft : logs.data?.rewardPlaysLeft;

  const onPick = (cardIndex: number) => {
    if (mode === 'credit') {
      pickCredit.mutate(
        { body: { cardIndex } },
        {
          onSuccess: ({ body: { data } }) =>
            setDealt({
              picked: data.picked,
              cards: data.cards,
              // an empty card pays nothing: it is no "received 0.00 baht"
              message: data.picked.amount > 0 ? t.won(data.picked.label, formatBaht(data.picked.amount)) : t.noReward,
            }),
        },
      );
    } else {
      pickReward.mutate(
        { body: { cardIndex } },
        {
          onSuccess: ({ body: { data } }) =>
            setDealt({ picked: data.picked, cards: data.cards, message: data.request ? t.wonReward(data.request.rewardName) : t.noReward }),
        },
      );
    }
  };

  return (
    <>
      <section className="card stack" aria-labelledby="flip-play-title">
        <h2 id="flip-play-title">
          <WholeWords text={mode === 'credit' ? t.intro : t.rewardIntro} />
        </h2>
        <p data-testid="flip-plays-left">{playsLeft === undefined ? th.app.loading : playsLeft > 0 ? t.playsLeft(playsLeft) : t.noPlays}</p>
        <CardGrid dealt={dealt} disabled={pick.isPending || !playsLeft} onPick={onPick} />
        <div aria-live="polite">
          {pick.isPending ? <p role="status">{t.picking}</p> : null}
          {dealt ? (
            <p ref={resultRef} className="result result--win" data-testid="flip-result" data-result="">
              {dealt.message}
            </p>
          ) : null}
        </div>
        <FailureNotice error={pick.error} testId="flip-error" />
        {dealt ? (
          <button type="button" className="btn btn--secondary" onClick={() => setDealt(null)} disabled={!playsLeft}>
            {t.playAgain}
          </button>
        ) : null}
      </section>
      {mode === 'reward' ? (
        <section className="card stack" aria-labelledby="flip-rewards-title">
          <h2 id="flip-rewards-title">{t.myRewards}</h2>
          <QueryState query={requests} isEmpty={(rows) => rows.length === 0}>
            {(rows) => <RewardRequests rows={rows} />}
          </QueryState>
        </section>
      ) : null}
      <FlipLogs game={mode === 'credit' ? 'flip-card' : 'flip-card-reward'} />
    </>
  );
}
