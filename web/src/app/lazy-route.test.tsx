import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useLayoutEffect } from 'react';
import { lazyScreen, type ScreenModule } from './lazy-route';

/** A screen's module, and whether its Suspense fallback was ever committed to the page. */
function setUp(load: () => Promise<ScreenModule>) {
  const seen = { fallback: false };
  function Loading() {
    useLayoutEffect(() => {
      seen.fallback = true;
    });
    return <p>loading</p>;
  }
  const made = lazyScreen(load);
  const tree = <Suspense fallback={<Loading />}>{made.element}</Suspense>;
  return { seen, tree, preload: made.handle.preload };
}

const module = (text: string): ScreenModule => ({ default: () => <h1>{text}</h1> });

describe('lazyScreen', () => {
  it('renders a screen whose module has arrived in the first commit, without its fallback', async () => {
    const { seen, tree, preload } = setUp(() => Promise.resolve(module('login')));
    await preload();
    await act(async () => {
      startTransition(() => {
        render(tree);
      });
    });
    expect(screen.getByRole('heading', { name: 'login' })).toBeTruthy();
    expect(seen.fallback).toBe(false);
  });

  it('shows the fallback while the module is on its way, then the screen', async () => {
    let arrive: (value: ScreenModule) => void = () => undefined;
    const { seen, tree } = setUp(() => new Promise<ScreenModule>((resolve) => (arrive = resolve)));
    await act(async () => {
      render(tree);
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      arrive(module('home'));
    });
    expect(screen.getByRole('heading', { name: 'home' })).toBeTruthy();
    expect(seen.fallback).toBe(true);
  });

  it('loads the module once for every render and preload', async () => {
    let loads = 0;
    const { tree, preload } = setUp(() => {
      loads += 1;
      return Promise.resolve(module('register'));
    });
    await Promise.all([preload(), preload()]);
    await act(async () => {
      render(tree);
    });
    expect(screen.getByRole('heading', { name: 'register' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
