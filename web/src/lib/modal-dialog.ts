/**
 * `<dialog>` as a modal, on every browser of spec 9. Safari before 15.4 and Firefox before 98
 * have no `showModal`: src/polyfills.ts (loaded only there) installs an upgrade that gives the
 * element the polyfill's methods first; elsewhere nothing runs but the native call.
 */
let upgradeDialog: ((dialog: HTMLDialogElement) => void) | undefined;

/** Called once by src/polyfills.ts where the browser's dialog has no `showModal`. */
export function setDialogUpgrade(upgrade: (dialog: HTMLDialogElement) => void): void {
  upgradeDialog = upgrade;
}

function withModalMethods(dialog: HTMLDialogElement): HTMLDialogElement {
  if (!('showModal' in dialog)) upgradeDialog?.(dialog);
  return dialog;
}

/**
 * Opens the dialog as a modal unless it is open already, with the focus on the control marked
 * `data-autofocus` if it has one: React runs `autoFocus` itself when the control mounts and writes
 * no attribute, so `showModal` would move the focus to the dialog's first control instead.
 */
export function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  // eslint-disable-next-line no-restricted-syntax -- the one place that calls it
  withModalMethods(dialog).showModal();
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

/** Closes the dialog if it is open (its `close` event follows, as for a native dialog). */
export function closeModal(dialog: HTMLDialogElement): void {
  if (dialog.open) withModalMethods(dialog).close();
}
