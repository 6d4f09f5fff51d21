import { type Wheel } from '@site/contract';
import { QueryState } from '@/components/ui/query-state';
import { FailureNotice } from '@/components/ui/failure-notice';
import { formatBaht } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { type MemberRef } from '@/lib/member-keys';
import { useMemberCredit } from '@/lib/member-credit';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';
import { useSpinWheel, useWheel, useWheelLog, useWheelSpinEffects } from '../api/media-queries';
import { restingRotation, useWheelAnimation } from './use-wheel-animation';
import '../media.css';

const t = thMemberArea.wheel;
const SIZE = 300;
const RADIUS = 140;
const CENTRE = SIZE / 2;
/** Where labels end: inside the pointer's tip, which reaches about 20 units past the rim at every width. */
const LABEL_END = RADIUS * 0.78;

function point(angleDeg: number, radius: number): [number, number] {
  const rad = ((angleDeg - 90) * Math.PI) / 180;
  return [CENTRE + radius * Math.cos(rad), CENTRE + radius * Math.sin(rad)];
}

/** Dark text on a light segment, white with a dark outline on a dark one (WCAG relative luminance). */
function labelInk(color: string): { fill: string; stroke: string } {
  const channels = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color)?.slice(1) ?? [];
  const [r = 0, g = 0, b = 0] = channels.map((hex) => {
    const value = Number.parseInt(hex, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const light = 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4;
  return light ? { fill: '#14161c', stroke: 'none' } : { fill: '#ffffff', stroke: '#14161c' };
}

function WheelDisc({ wheel, rotation, onStopped }: { wheel: Wheel; rotation: number | null; onStopped: () => void }) {
  const count = wheel.segments.length;
  const slice = 360 / count;
  const turned = rotation ?? restingRotation(count);
  return (
    <svg
      className="wheel__disc"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={t.wheelLabel}
      style={{ transform: `rotate(${turned}deg)` }}
      onTransitionEnd={onStopped}
      data-rotation={turned}
      data-testid="wheel-disc"
    >
      <circle cx={CENTRE} cy={CENTRE} r={RADIUS + 6} fill="#2b2f3a" />
      {wheel.segments.map((segment, i) => {
        const [x1, y1] = point(i * slice, RADIUS);
        const [x2, y2] = point((i + 1) * slice, RADIUS);
        // every label runs along its slice's radius (the length of the radius to fit in), ending
        // short of the rim where the pointer reaches in (the prize under it stays readable), and
        // reads left to right where the disc comes to rest: outward on the right half, inward on
        // the left half, so none is upside down for the member reading the prizes
        const middle = i * slice + slice / 2;
        const [tx, ty] = point(middle, LABEL_END);
        const onLeft = (((middle + turned) % 360) + 360) % 360 > 180;
        const ink = labelInk(segment.color);
        const large = slice > 180 ? 1 : 0;
        return (
          <g key={segment.index}>
            <path
              d={`M${CENTRE},${CENTRE} L${x1},${y1} A${RADIUS},${RADIUS} 0 ${large} 1 ${x2},${y2} Z`}
              fill={segment.color}
              stroke="#14161c"
              strokeWidth={2}
            />
            <text
              x={tx}
              y={ty}
              textAnchor={onLeft ? 'start' : 'end'}
              dominantBaseline="middle"
              transform={`rotate(${onLeft ? middle + 90 : middle - 90} ${tx} ${ty})`}
              fill={ink.fill}
              stroke={ink.stroke}
              strokeWidth={3}
              paintOrder="stroke"
              fontSize={count > 8 ? 14 : 16}
              fontWeight={700}
            >
              {segment.label}
            </text>
          </g>
        );
      })}
      <circle cx={CENTRE} cy={CENTRE} r={18} fill="#14161c" stroke="#ffd166" strokeWidth={3} />
    </svg>
  );
}

/**
 * The prize wheel: the server draws the segment and credits it; the wheel then turns to that
 * segment and the reward is announced when it stops. The chances listed are the server's.
 */
export function PrizeWheel({ member }: { member: MemberRef }) {
  const wheel = useWheel();
  const log = useWheelLog();
  const credit = useMemberCredit(member.username);
  const spin = useSpinWheel(member);
  const revealEffects = useWheelSpinEffects(member);
  const animation = useWheelAnimation(() => void revealEffects());
  const { rotation, spinning, announced, stopped } = animation;

  const start = (data: Wheel) => {
    animation.begin();
    spin.mutate(
      { body: {} },
      {
        onSuccess: (response) => {
          const result = response.body.data;
          const segment = data.segments.find((s) => s.index === result.segmentIndex);
          const position = data.segments.findIndex((s) => s.index === result.segmentIndex);
          animation.turnTo(position, data.segments.length, t.won(segment?.label ?? result.log.label));
        },
        onError: animation.cancel,
      },
    );
  };

  return (
    <QueryState query={wheel}>
      {(data) => (
        <>
          <section className="card stack" aria-label={t.wheelLabel}>
            <p data-testid="wheel-spins-left">{data.spinsLeft > 0 ? t.spinsLeft(data.spinsLeft, data.spinsPerDay) : t.noSpins}</p>
            <div className="wheel">
              <div className="wheel__face">
                <WheelDisc wheel={data} rotation={rotation} onStopped={stopped} />
              </div>
              <svg className="wheel__pointer" viewBox="0 0 28 34" aria-hidden="true" focusable="false">
                <path d="M14 34 0 6a14 14 0 0 1 28 0z" fill="#ffd166" stroke="#14161c" strokeWidth="2" />
              </svg>
            </div>
            <button
              type="button"
              className="btn btn--primary btn--block btn--large"
              onClick={() => start(data)}
              disabled={spinning || data.spinsLeft <= 0}
            >
              {spinning ? t.spinning : t.spin}
            </button>
            <div aria-live="polite">
              {announced ? (
                <p className="result result--win" data-testid="wheel-result" data-result="">
                  {announced}
                </p>
              ) : null}
            </div>
            <FailureNotice error={spin.error} testId="wheel-error" />
            {credit.data ? (
              <p className="muted" data-testid="wheel-credit">
                {thMemberArea.member.credit}: {formatBaht(credit.data.credit)} {th.app.baht}
              </p>
            ) : null}
          </section>
          {/* from 1024 px the tall prize list beside the wheel and the log under the wheel (the log across the page left a hole under the wheel and stood empty) */}
          <section className="card stack span-rows-2" aria-labelledby="wheel-prizes-title">
            <h2 id="wheel-prizes-title">{t.prizes}</h2>
            <ul className="rows" data-testid="wheel-prizes">
              {data.segments.map((segment) => (
                <li key={segment.index} className="row">
                  <p className="row__main">
                    <span className="swatch" style={{ backgroundColor: segment.color }} aria-hidden="true" />
                    {segment.label}
                  </p>
                  <p className="row__amount">{formatBaht(segment.amount)}</p>
                  <p className="row__meta">
                    {t.chance} {segment.chancePercent}%
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <section className="card stack" aria-labelledby="wheel-log-title">
            <h2 id="wheel-log-title">{t.log}</h2>
            <QueryState query={log} isEmpty={(rows) => rows.length === 0}>
              {(rows) => (
                <ul className="rows" data-testid="wheel-log">
                  {rows.map((row) => (
                    <li key={row.id} className="row">
                      <p className="row__main">{row.label}</p>
                      <p className="row__amount">{formatBaht(row.amount)}</p>
                      <p className="row__meta">{formatDateTime(row.createdAt)}</p>
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </section>
        </>
      )}
    </QueryState>
  );
}
