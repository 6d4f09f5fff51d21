import { fromSatang } from '@site/contract';
import type { Reject } from '../../lib/api-error';
import { bangkokDay } from '@site/contract/bangkok-time';
import { iso } from '../../lib/iso-instant';
import { drawWeighted } from '../../lib/rng';
import { chancePercent, WHEEL_SEGMENTS, WHEEL_SPINS_PER_DAY } from '../../content/prizes';
import type { NamespaceState } from '../../state/namespace-state';
import type { DrawLog, MemberRecord } from '../../state/types';
import { okResponse } from '../shared';
import { messages } from '../../lib/messages';

const weights = WHEEL_SEGMENTS.map((segment) => segment.weight);

export function spinsLeft(state: NamespaceState, member: MemberRecord): number {
  const today = bangkokDay(state.now());
  const used = state.data.draws.filter((d) => d.memberUuid === member.uuid && d.game === 'wheel' && d.day === today).length;
  return Math.max(0, WHEEL_SPINS_PER_DAY - used);
}

function toLog(draw: DrawLog) {
  return { id: draw.id, segmentIndex: draw.index, label: draw.label, amount: fromSatang(draw.amount), createdAt: iso(draw.at) };
}

/** The segment is drawn here, from the namespace RNG and the weights the chances are shown from. */
export function spin(state: NamespaceState, member: MemberRecord, reject: Reject<409>) {
  if (spinsLeft(state, member) === 0) reject(409, messages.wheel.noSpinsLeft(WHEEL_SPINS_PER_DAY), 'WHEEL_NO_SPINS');
  const index = drawWeighted(state.data.rng, weights);
  const segment = WHEEL_SEGMENTS[index] ?? WHEEL_SEGMENTS[0];
  if (!segment) throw new RangeError('wheel has no segments');
  const at = state.now();
  const draw: DrawLog = {
    id: state.nextId('WH'),
    memberUuid: member.uuid,
    game: 'wheel',
    index,
    label: segment.label,
    amount: segment.amount,
    day: bangkokDay(at),
    at,
  };
  state.append('draws', draw);
  if (segment.amount > 0)
    state.post({
      memberUuid: member.uuid,
      kind: 'bonus',
      amount: segment.amount,
      description: messages.ledger.wheelPrize(segment.label),
      ref: draw.id,
    });
  return okResponse(
    {
      segmentIndex: index,
      reward: fromSatang(segment.amount),
      credit: fromSatang(state.balance(member.uuid)),
      spinsLeft: spinsLeft(state, member),
      log: toLog(draw),
    },
    segment.amount > 0 ? messages.prizeWon(segment.label) : messages.wheel.noPrize,
  );
}

/** The wheel as the member sees it: segments with the chances they are drawn with, spins left today. */
export function wheelOf(state: NamespaceState, member: MemberRecord) {
  return {
    segments: WHEEL_SEGMENTS.map((segment, index) => ({
      index,
      label: segment.label,
      amount: fromSatang(segment.amount),
      color: segment.color,
      chancePercent: chancePercent(segment.weight, weights),
    })),
    spinsPerDay: WHEEL_SPINS_PER_DAY,
    spinsLeft: spinsLeft(state, member),
  };
}

/** The member's last `limit` spins, newest first. */
export function spinLog(state: NamespaceState, member: MemberRecord, limit: number) {
  const draws = state.data.draws.filter((d) => d.memberUuid === member.uuid && d.game === 'wheel');
  return draws.slice(-limit).reverse().map(toLog);
}
