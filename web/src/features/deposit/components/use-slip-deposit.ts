import { useState } from 'react';
import { MAX_SLIP_IMAGE_BYTES } from '@site/contract/rules';
import { formatBaht } from '@/lib/money';
import { type MemberRef } from '@/lib/member-keys';
import { notifySuccess } from '@/lib/toast';
import { thMemberArea } from '@/i18n/th-member-area';
import { useConfirmSlip, useRequestSlipDeposit, useVerifySlip } from '../api/deposit-queries';

const t = thMemberArea.slip;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The state and flow of a deposit by slip, apart from its markup: the slip attached (a JPG or
 * PNG photo within the contract's size, verified as soon as it is chosen, or the slip's QR
 * text), then one confirmation that confirms the slip and requests the deposit. A new verification clears the later
 * steps; starting over clears everything. The first failure of any step is `error`.
 */
export function useSlipDeposit(member: MemberRef) {
  const verify = useVerifySlip();
  const confirm = useConfirmSlip();
  const request = useRequestSlipDeposit(member);
  const [image, setImage] = useState<string | null>(null);
  const [qrPayload, setQrPayload] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const slip = verify.data?.body.data ?? null;

  const send = (body: { image: string } | { qrPayload: string }) => {
    confirm.reset();
    request.reset();
    verify.mutate({ body });
  };

  /**
   * A file was chosen (or the choice cleared): checked here before it is read, never sent as is.
   * A good photo is sent for verification at once: choosing the picture is the member's one act.
   */
  const pick = async (file: File | undefined) => {
    setFileError(null);
    setImage(null);
    if (!file) return;
    if (!/^image\/(jpeg|png)$/.test(file.type)) return setFileError(t.fileType);
    if (file.size > MAX_SLIP_IMAGE_BYTES) return setFileError(t.fileTooLarge);
    const read = await readAsDataUrl(file);
    setImage(read);
    send({ image: read });
  };

  /** Sends again what is attached: the photo when there is one, else the QR text. */
  const verifySlip = () => send(image ? { image } : { qrPayload: qrPayload.trim() });

  /** The one confirmation: the slip is the member's (confirm), then the deposit is requested. */
  const confirmAndRequest = () => {
    if (!slip) return;
    const requestDeposit = () =>
      request.mutate(
        { body: { transRef: slip.transRef } },
        { onSuccess: (response) => notifySuccess(t.done(formatBaht(response.body.data.amount))) },
      );
    if (confirm.data?.body.data.transRef === slip.transRef) return requestDeposit();
    confirm.mutate({ body: { transRef: slip.transRef } }, { onSuccess: requestDeposit });
  };

  const startOver = () => {
    verify.reset();
    confirm.reset();
    request.reset();
    setImage(null);
    setQrPayload('');
  };

  return {
    /** Step 1: what is attached, and sending it for verification. */
    attachment: {
      image,
      qrPayload,
      setQrPayload,
      fileError,
      pick,
      ready: image !== null || qrPayload.trim().length > 0,
      verify: verifySlip,
      verifying: verify.isPending,
    },
    /** Steps 2 and 3: the verified slip (null until then), confirming it, requesting the deposit. */
    review: {
      slip,
      confirmed: confirm.data?.body.data.transRef === slip?.transRef && slip !== null,
      /** The credited deposit, once requested. */
      done: request.data?.body.data ?? null,
      confirmAndRequest,
      submitting: confirm.isPending || request.isPending,
      startOver,
    },
    error: verify.error ?? confirm.error ?? request.error,
  };
}

export type SlipDepositFlow = ReturnType<typeof useSlipDeposit>;
