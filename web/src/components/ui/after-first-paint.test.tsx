import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './after-first-paint';

/** The frames the page asked for, run when the test draws one. */
let frames: FrameRequestCallback[] = [];

/** Draws a frame, then runs the timeouts its callbacks set: what follows one painted frame. */
async function paintFrame(): Promise<void> {
  await act(async () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(performance.now());
    await vi.runOnlyPendingTimersAsync();
  });
}

describe('AfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => {
    frames = [];
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps a placeholder until the first paint, then renders its children', async () => {
    const { container } = render(
      <AfterFirstPaint>
        <p>hot games</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('hot games')).toBeNull();
    expect(container.querySelector('.after-first-paint')).not.toBeNull();
    await paintFrame();
    expect(screen.getByText('hot games')).toBeTruthy();
    expect(container.querySelector('.after-first-paint')).toBeNull();
  });

  it('nested, renders each level a painted frame after the one above it', async () => {
    render(
      <AfterFirstPaint>
        <p>check-in</p>
        <AfterFirstPaint>
          <p>announcements</p>
        </AfterFirstPaint>
      </AfterFirstPaint>,
    );
    await paintFrame();
    expect(screen.getByText('check-in')).toBeTruthy();
    expect(screen.queryByText('announcements')).toBeNull();
    await paintFrame();
    expect(screen.getByText('announcements')).toBeTruthy();
  });
});
