import { type Reward } from '@site/contract';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatInteger } from '@/lib/money';
import { th } from '@/i18n/th';

export function RewardList({ rewards }: { rewards: readonly Reward[] }) {
  return (
    <ul className="tiles" aria-label={th.titles.reward}>
      {rewards.map((reward) => (
        <li key={reward.id} className="card tile">
          <FallbackImage src={reward.image} alt="" width={160} height={120} className="tile__img" />
          <h2 className="tile__title">{reward.name}</h2>
          <p className="muted">
            {formatInteger(reward.points)} {th.records.points} · {th.records.stock} {formatInteger(reward.stock)}
          </p>
        </li>
      ))}
    </ul>
  );
}
