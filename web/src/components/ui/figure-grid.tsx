import { type ReactNode } from 'react';
import { SkeletonText } from './skeleton';

export interface LabelledFigure {
  label: string;
  /** Undefined while it loads: a skeleton holds its place (and it carries no test id yet). */
  value: ReactNode | undefined;
  testId?: string;
  className?: string;
}

/**
 * A few labelled figures side by side (limits, balances, totals), read as a description list.
 * While the values load (undefined), the labels stand with skeletons, so nothing moves when they come.
 */
export function FigureGrid({ figures, testId }: { figures: LabelledFigure[]; testId?: string }) {
  const loading = figures.some((figure) => figure.value === undefined);
  return (
    <dl className="limits" data-testid={loading ? undefined : testId}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          {figure.value === undefined ? (
            <dd className={figure.className}>
              <SkeletonText />
            </dd>
          ) : (
            <dd className={figure.className} data-testid={figure.testId}>
              {figure.value}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
