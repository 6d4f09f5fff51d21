import { useLayoutEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { th } from '@/i18n/th';
import { QueryState, useQueryShown } from './query-state';
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

  it('shows what waits below it in the same commit as its answer, never a pass before', () => {
    // after every commit: whether the content and the section below it are on the page
    const commits: string[] = [];
    function Page({ query }: { query: typeof pending }) {
      const shown = useQueryShown(query);
      const page = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        commits.push(`content ${page.current?.querySelector('dl') !== null}, below ${page.current?.querySelector('.below') !== null}`);
      });
      return (
        <div ref={page}>
          <QueryState query={query}>{(data) => <Figure amount={data.amount} />}</QueryState>
          {shown ? <p className="below">below</p> : null}
        </div>
      );
    }
    const { rerender } = render(<Page query={pending} />);
    rerender(<Page query={loaded} />);
    expect(commits.at(-1)).toBe('content true, below true');
    expect(commits).not.toContain('content false, below true');
  });
});
