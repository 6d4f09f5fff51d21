import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage, NOT_FOUND_IMAGE } from './fallback-image';

/** The one observer the page keeps, reporting only when the test says an element came near. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(
    readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  comeNear(element: Element) {
    this.report([{ target: element, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('FallbackImage', () => {
  beforeAll(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('loads a picture off the first screen only once it comes near the screen, keeping its size and alt text', () => {
    render(<FallbackImage src="/art/game.svg" alt="Joker Gaming" width={120} height={48} />);
    const image = screen.getByRole('img', { name: 'Joker Gaming' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(image.dataset.waiting).toBe('true');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['120', '48']);
    const observer = FakeIntersectionObserver.current;
    expect(observer?.options.rootMargin).toBe('300px 0px');
    expect(observer?.watched.has(image)).toBe(true);

    act(() => observer?.comeNear(image));
    expect(image.getAttribute('src')).toBe('/art/game.svg');
    expect(image.dataset.waiting).toBeUndefined();
    expect(observer?.watched.has(image)).toBe(false);
  });

  it('loads a picture of the first screen at once', () => {
    render(<FallbackImage src="/brand/logo.svg" alt="โลโก้" width={96} height={32} eager />);
    expect(screen.getByRole('img', { name: 'โลโก้' }).getAttribute('src')).toBe('/brand/logo.svg');
  });

  it('loads a picture marked after-first-paint once the first screen has painted, wherever it is, watching nothing', async () => {
    render(<FallbackImage src="/promo/2.svg" alt="โปรโมชั่น 2" width={1200} height={400} eager="after-first-paint" />);
    const image = screen.getByRole('img', { name: 'โปรโมชั่น 2' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(image.dataset.waiting).toBe('true');
    // a frame, then the task after its paint
    await act(() => new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0))));
    expect(image.getAttribute('src')).toBe('/promo/2.svg');
    expect(FakeIntersectionObserver.current?.watched.has(image) ?? false).toBe(false);
  });

  it('shows the not-found picture for a missing or failing source', () => {
    render(
      <>
        <FallbackImage src={undefined} alt="ไม่มีรูป" width={10} height={10} />
        <FallbackImage src="/broken.svg" alt="รูปเสีย" width={10} height={10} eager />
      </>,
    );
    expect(screen.getByRole('img', { name: 'ไม่มีรูป' }).getAttribute('src')).toBe(NOT_FOUND_IMAGE);
    const broken = screen.getByRole('img', { name: 'รูปเสีย' });
    fireEvent.error(broken);
    expect(broken.getAttribute('src')).toBe(NOT_FOUND_IMAGE);
    expect(broken.dataset.fallback).toBe('true');
  });
});
