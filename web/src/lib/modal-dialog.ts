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

/**
 * Opens a dialog that opens by itself (not on a tap) once the frame after it has been drawn.
 * `showModal` lays the whole page out at once: called from the commit that drew new content, it
 * made that content's first style and layout part of the commit's task, one long task on a phone
 * (the dashboard's check-in popup: its load's longest, 226 ms at 4x slowdown). After the frame, the page
 * is laid out already and the modal only restyles it. Returns a function that cancels the open.
 */
export function openModalAfterFrame(dialog: HTMLDialogElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // a timeout set in an animation frame runs after that frame's paint
  const frame = requestAnimationFrame(() => (timer = setTimeout(() => openModal(dialog))));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Closes the dialog if it is open (its `close` event follows, as for a native dialog). */
export function closeModal(dialog: HTMLDialogElement): void {
  if (dialog.open) withModalMethods(dialog).close();
}
