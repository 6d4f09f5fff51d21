import { type ReactNode } from 'react';

export interface LabelledFigure {
  label: string;
  value: ReactNode;
  testId?: string;
  className?: string;
}

/** A few labelled figures side by side (limits, balances, totals), read as a description list. */
export function FigureGrid({ figures, testId }: { figures: LabelledFigure[]; testId?: string }) {
  return (
    <dl className="limits" data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd className={figure.className} data-testid={figure.testId}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
