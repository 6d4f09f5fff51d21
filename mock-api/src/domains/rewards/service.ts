import type { RewardRequest } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { iso } from '../../lib/iso-instant';
import { REWARDS, rewardImage } from '../../content/prizes';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord, RewardRequestRecord } from '../../state/types';
import { messages } from '../../lib/messages';

export function stockOf(state: NamespaceState, rewardId: string): number {
  const reward = REWARDS.find((r) => r.id === rewardId);
  return state.data.rewardStock[rewardId] ?? reward?.stock ?? 0;
}

export function toWireReward(state: NamespaceState, reward: (typeof REWARDS)[number]) {
  const { creditAmount: _credit, ...rest } = reward;
  return { ...rest, image: rewardImage(reward.id), stock: stockOf(state, reward.id) };
}

export function toWireRequest(record: RewardRequestRecord): RewardRequest {
  return {
    id: record.id,
    rewardId: record.rewardId,
    rewardName: record.rewardName,
    points: record.points,
    quantity: record.quantity,
    status: record.status,
    source: record.source,
    createdAt: iso(record.at),
  };
}

/**
 * Claims a reward: checks stock, points and address, then takes the points and stock. Credit
 * rewards are paid into the ledger and approved at once; goods wait for shipping.
 */
export function claimReward(
  state: NamespaceState,
  member: MemberRecord,
  rewardId: string,
  quantity: number,
  source: RewardRequestRecord['source'],
  reject: Reject<404 | 409 | 422>,
): RewardRequestRecord {
  const reward = REWARDS.find((r) => r.id === rewardId);
  if (!reward) reject(404, messages.rewards.notFound, 'REWARD_NOT_FOUND');
  const stock = stockOf(state, rewardId);
  if (stock < quantity) reject(409, stock === 0 ? messages.rewards.outOfStock : messages.rewards.stockLeft(stock), 'REWARD_OUT_OF_STOCK');
  const points = source === 'points' ? reward.points * quantity : 0;
  if (member.points < points) {
    reject(
      422,
      messages.rewards.notEnoughPoints(points.toLocaleString('th-TH'), member.points.toLocaleString('th-TH')),
      'REWARD_NOT_ENOUGH_POINTS',
    );
  }
  // a prize won in a mini-game is kept even before an address exists; claims with points need one
  if (source === 'points' && reward.needsAddress && !member.address) reject(422, messages.rewards.needsAddress, 'REWARD_NEEDS_ADDRESS');
  state.updateMember(member, { points: member.points - points });
  state.setRewardStock(rewardId, stock - quantity);
  const record: RewardRequestRecord = {
    id: state.nextId('RR'),
    memberUuid: member.uuid,
    rewardId,
    rewardName: reward.name,
    points,
    quantity,
    status: reward.creditAmount ? 'approved' : 'pending',
    source,
    at: state.now(),
  };
  state.append('rewardRequests', record);
  if (reward.creditAmount) {
    state.post({
      memberUuid: member.uuid,
      kind: 'bonus',
      amount: reward.creditAmount * quantity,
      description: messages.ledger.rewardClaim(reward.name),
      ref: record.id,
    });
  }
  return record;
}
