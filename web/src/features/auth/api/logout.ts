import { LOGOUT_CONFIRM_TIMER_MS, LOGOUT_SUCCESS_NOTICE_MS } from '@site/contract/rules';
import { endSession } from '@/lib/session';
import { notifySuccess } from '@/lib/toast';
import { th } from '@/i18n/th';
import { thMemberArea } from '@/i18n/th-member-area';

/**
 * The logout confirmation of spec 2: question icon, OK in Thai, 5 s timer, reversed buttons,
 * close button. sweetalert2 (and its stylesheet) load only when a member asks to log out.
 * Resolves true when the member confirmed and was logged out.
 */
export async function confirmLogout(): Promise<boolean> {
  const [{ default: Swal }] = await Promise.all([
    import('sweetalert2/dist/sweetalert2.esm.js'),
    import('sweetalert2/dist/sweetalert2.css'),
  ]);
  const t = thMemberArea.logout;
  const secondsLeft = () => Math.ceil((Swal.getTimerLeft() ?? 0) / 1000);
  let ticking: ReturnType<typeof setInterval> | undefined;
  const result = await Swal.fire({
    icon: 'question',
    title: t.confirmTitle,
    // The timer closes the question without an answer: the member sees it run (a bar and the seconds).
    text: t.closesIn(Math.ceil(LOGOUT_CONFIRM_TIMER_MS / 1000)),
    didOpen: () => {
      ticking = setInterval(() => {
        const text = Swal.getHtmlContainer();
        if (text) text.textContent = t.closesIn(secondsLeft());
      }, 250);
    },
    willClose: () => clearInterval(ticking),
    confirmButtonText: t.confirmOk,
    cancelButtonText: t.confirmCancel,
    showCancelButton: true,
    reverseButtons: true,
    showCloseButton: true,
    closeButtonAriaLabel: th.app.close,
    timer: LOGOUT_CONFIRM_TIMER_MS,
    timerProgressBar: true,
    focusCancel: false,
    returnFocus: true,
    customClass: { popup: 'swal-popup', confirmButton: 'btn btn--primary', cancelButton: 'btn btn--secondary' },
    buttonsStyling: false,
  });
  if (!result.isConfirmed) return false;
  endSession();
  notifySuccess(t.success, LOGOUT_SUCCESS_NOTICE_MS, { keepOnNavigation: true });
  return true;
}
