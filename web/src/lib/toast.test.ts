import { beforeEach, describe, expect, it, vi } from 'vitest';

const library = vi.hoisted(() => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));
vi.mock('react-toastify/unstyled', () => library);

/** The module fresh for each case: it keeps the live notices in module state. */
async function freshToasts() {
  vi.resetModules();
  return import('./toast');
}

/** Lets the notices chained on the library's import reach it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('notices across a navigation', () => {
  beforeEach(() => {
    for (const call of Object.values(library.toast)) call.mockClear();
  });

  it('a navigation clears a notice, except one raised to explain it', async () => {
    const { notifyError, notifyInfo, clearToastsOnNavigation } = await freshToasts();
    notifyError('session ended', { keepOnNavigation: true });
    notifyInfo('saved');
    clearToastsOnNavigation();
    await settle();
    expect(library.toast.dismiss.mock.calls.flat()).toEqual(['info:saved']);
  });

  it('the same notice raised again (parallel requests, one message) still outlives the navigation it explains', async () => {
    const { notifyError, clearToastsOnNavigation } = await freshToasts();
    notifyError('session ended', { keepOnNavigation: true });
    notifyError('session ended');
    clearToastsOnNavigation();
    await settle();
    expect(library.toast.dismiss).not.toHaveBeenCalled();
    // it has explained its navigation: the next one clears it
    clearToastsOnNavigation();
    await settle();
    expect(library.toast.dismiss.mock.calls.flat()).toEqual(['error:session ended']);
  });
});
