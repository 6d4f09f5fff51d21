import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { th } from '@/i18n/th';
import { InstallAppHelp } from './install-app-help';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.2 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

function asBrowser(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

describe('install help (docs/design/web-app.md#installable)', () => {
  afterEach(() => {
    cleanup();
  });

  it("shows Chromium's install prompt behind a button once the browser offers it, and prompts on tap", async () => {
    asBrowser(ANDROID);
    captureInstallPrompt();
    render(<InstallAppHelp />);
    expect(screen.queryByTestId('install-app')).toBeNull();
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    const button = screen.getByRole('button', { name: th.install.app });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('install-app')).toBeNull();
  });

  it('gives iPhone Safari the "Add to Home Screen" steps in a sheet', () => {
    asBrowser(IPHONE);
    render(<InstallAppHelp />);
    fireEvent.click(screen.getByRole('button', { name: th.install.iosOpen }));
    const sheet = screen.getByTestId('install-ios-sheet');
    expect(sheet.hasAttribute('open')).toBe(true);
    expect([...sheet.querySelectorAll('li')].map((item) => item.textContent)).toEqual(th.install.iosSteps);
  });

  it('offers nothing on a browser with neither (desktop, no prompt)', () => {
    asBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36');
    const { container } = render(<InstallAppHelp />);
    expect(container.innerHTML).toBe('');
  });
});
