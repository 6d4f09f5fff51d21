import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { th } from '@/i18n/th';
import { QueryState } from './query-state';
import { SkeletonText } from './skeleton';

type Balance = { amount: string };
const pending = { data: undefined as Balance | undefined, isPending: true, isError: false, error: null, refetch: () => undefined };
const loaded = {
  data: { amount: '1,500.00' } as Balance | undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: () => undefined,
};

function Figure({ amount }: { amount: string | undefined }) {
  return (
    <dl>
      <dd data-testid="figure">{amount ?? <SkeletonText />}</dd>
    </dl>
  );
}

describe('QueryState', () => {
  it('stands the placeholder in the content’s place while loading, announcing the load, then shows the content', () => {
    const { rerender } = render(
      <QueryState query={pending} placeholder={<Figure amount={undefined} />}>
        {(data) => <Figure amount={data.amount} />}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe(th.app.loading);
    expect(screen.getByTestId('figure').querySelector('.skeleton')?.getAttribute('aria-hidden')).toBe('true');
    rerender(
      <QueryState query={loaded} placeholder={<Figure amount={undefined} />}>
        {(data) => <Figure amount={data.amount} />}
      </QueryState>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('figure').textContent).toBe('1,500.00');
  });

  it('shows a loading line without a placeholder', () => {
    render(<QueryState query={pending}>{() => <p>never</p>}</QueryState>);
    expect(screen.getByRole('status').textContent).toContain(th.app.loading);
    expect(screen.queryByText('never')).toBeNull();
  });
});
