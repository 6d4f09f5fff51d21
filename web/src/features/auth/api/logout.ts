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
  const result = await Swal.fire({
    icon: 'question',
    title: thMemberArea.logout.confirmTitle,
    confirmButtonText: thMemberArea.logout.confirmOk,
    cancelButtonText: thMemberArea.logout.confirmCancel,
    showCancelButton: true,
    reverseButtons: true,
    showCloseButton: true,
    closeButtonAriaLabel: th.app.close,
    timer: LOGOUT_CONFIRM_TIMER_MS,
    timerProgressBar: false,
    focusCancel: false,
    returnFocus: true,
    customClass: { popup: 'swal-popup', confirmButton: 'btn btn--primary', cancelButton: 'btn btn--secondary' },
    buttonsStyling: false,
  });
  if (!result.isConfirmed) return false;
  endSession();
  notifySuccess(thMemberArea.logout.success, LOGOUT_SUCCESS_NOTICE_MS, { keepOnNavigation: true });
  return true;
}
