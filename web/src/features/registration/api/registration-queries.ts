import { skipToken, useQuery } from '@tanstack/react-query';
import { AffiliateCode, BankAccountNumber, BankCode, ThaiMobile, Username } from '@site/contract';
import { bankContract } from '@site/contract/domains/bank';
import { registrationContract } from '@site/contract/domains/registration';
import { createApiClient, expectOk } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const registrationApi = createApiClient(registrationContract);
const bankApi = createApiClient(bankContract);

/** Pause in typing before a live check is sent. */
export const LIVE_CHECK_DEBOUNCE_MS = 400;

export const registrationKeys = {
  all: ['registration'] as const,
  phone: (phone: string) => [...registrationKeys.all, 'phone', phone] as const,
  username: (username: string) => [...registrationKeys.all, 'username', username] as const,
  bankId: (bankName: string, bankId: string) => [...registrationKeys.all, 'bank-id', bankName, bankId] as const,
  accountName: (bankName: string, bankId: string) => [...registrationKeys.all, 'account-name', bankName, bankId] as const,
  inviter: (afCode: string) => [...registrationKeys.all, 'inviter', afCode] as const,
};

/** Only well-formed values are checked: the form's own messages cover the rest. */
function checkable(value: string, schema: { safeParse: (v: unknown) => { success: boolean } }): string | null {
  return value && schema.safeParse(value).success ? value : null;
}

export function usePhoneCheck(phone: string) {
  const value = checkable(useDebouncedValue(phone, LIVE_CHECK_DEBOUNCE_MS), ThaiMobile);
  return registrationApi.checkPhone.useQuery({
    queryKey: registrationKeys.phone(value ?? ''),
    queryData: value ? { params: { value } } : skipToken,
    staleTime: 60_000,
    select: (response) => response.body.data,
  });
}

export function useUsernameCheck(username: string) {
  const value = checkable(useDebouncedValue(username, LIVE_CHECK_DEBOUNCE_MS), Username);
  return registrationApi.checkUsername.useQuery({
    queryKey: registrationKeys.username(value ?? ''),
    queryData: value ? { params: { value } } : skipToken,
    staleTime: 60_000,
    select: (response) => response.body.data,
  });
}

function bankInput(bankName: string, bankId: string) {
  return BankCode.safeParse(bankName).success && BankAccountNumber.safeParse(bankId).success ? { bankName, bankId } : null;
}

/** checkBankId is a POST in the contract: read like a query, debounced like the others. */
export function useBankIdCheck(bankName: string, bankId: string) {
  const input = bankInput(bankName, useDebouncedValue(bankId, LIVE_CHECK_DEBOUNCE_MS));
  return useQuery({
    queryKey: registrationKeys.bankId(input?.bankName ?? '', input?.bankId ?? ''),
    queryFn: input
      ? async ({ signal }) =>
          expectOk(
            await registrationApi.checkBankId.mutate({
              params: { bankId: input.bankId },
              body: { bankName: input.bankName },
              fetchOptions: { signal },
            }),
          ).body.data
      : skipToken,
    staleTime: 60_000,
  });
}

/** The account holder's name as the bank reports it; asked only once the account is free. */
export function useAccountName(bankName: string, bankId: string, enabled: boolean) {
  const input = enabled ? bankInput(bankName, bankId) : null;
  return useQuery({
    queryKey: registrationKeys.accountName(input?.bankName ?? '', input?.bankId ?? ''),
    queryFn: input
      ? async ({ signal }) => expectOk(await bankApi.accountName.mutate({ body: input, fetchOptions: { signal } })).body.data
      : skipToken,
    staleTime: 5 * 60_000,
  });
}

export function useInviter(afCode: string) {
  const value = checkable(useDebouncedValue(afCode.trim(), LIVE_CHECK_DEBOUNCE_MS), AffiliateCode);
  return registrationApi.inviter.useQuery({
    queryKey: registrationKeys.inviter(value ?? ''),
    queryData: value ? { params: { afCode: value } } : skipToken,
    staleTime: 5 * 60_000,
    select: (response) => response.body.data,
  });
}

/** Registration logs the member in (the contract answers with a session). */
export function useRegister() {
  return registrationApi.register.useMutation({
    onSuccess: (response) => {
      startSession(response.body.token, response.body.data);
    },
  });
}
