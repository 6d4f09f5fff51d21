import { useRef, useState } from 'react';
import { isIosSafariBrowser, promptInstall, useInstallPromptReady } from '@/lib/install-prompt';
import { closeModal, openModal } from '@/lib/modal-dialog';
import { th } from '@/i18n/th';

function iosSafari(): boolean {
  let touchPoints = 0;
  if ('maxTouchPoints' in navigator) touchPoints = navigator.maxTouchPoints;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return isIosSafariBrowser(navigator.userAgent, touchPoints, standalone);
}

/**
 * How to put the site on the home screen (docs/design/web-app.md#installable): Chromium's install prompt behind a
 * button when the browser offers one; on iPhone and iPad Safari, the "Add to Home Screen" steps
 * in a sheet. Nothing where neither applies (already installed, other browsers).
 */
export function InstallAppHelp() {
  const promptReady = useInstallPromptReady();
  const [ios] = useState(iosSafari);
  const sheetRef = useRef<HTMLDialogElement>(null);
  const t = th.install;

  if (promptReady) {
    return (
      <button type="button" className="btn btn--secondary" onClick={() => void promptInstall()} data-testid="install-app">
        {t.app}
      </button>
    );
  }
  if (!ios) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => sheetRef.current && openModal(sheetRef.current)}
        aria-haspopup="dialog"
      >
        {t.iosOpen}
      </button>
      <dialog ref={sheetRef} className="dialog" aria-labelledby="install-ios-title" data-testid="install-ios-sheet">
        <h2 id="install-ios-title">{t.iosTitle}</h2>
        <ol>
          {t.iosSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="form__actions">
          <button type="button" className="btn btn--primary" onClick={() => sheetRef.current && closeModal(sheetRef.current)}>
            {t.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
