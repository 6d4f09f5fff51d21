import { toast } from 'react-toastify/unstyled';

/**
 * Notices of spec 9. The container (app/providers) carries the position, 2000 ms and no
 * progress bar; a toast id per message keeps a burst of identical failures to one notice.
 */
export function notifyError(message: string): void {
  toast.error(message, { toastId: `error:${message}` });
}

export function notifySuccess(message: string, autoCloseMs?: number): void {
  toast.success(message, { toastId: `success:${message}`, ...(autoCloseMs ? { autoClose: autoCloseMs } : {}) });
}

export function notifyInfo(message: string): void {
  toast.info(message, { toastId: `info:${message}` });
}
