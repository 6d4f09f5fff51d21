import { useQueryClient } from '@tanstack/react-query';
import { type CheckInState } from '@site/contract';
import { checkInContract } from '@site/contract/domains/check-in';
import { createApiClient } from '@/lib/api-client';
import { invalidateCreditMovement, type MemberRef } from '@/lib/member-keys';

const checkInApi = createApiClient(checkInContract);

export const checkInKeys = {
  all: ['check-in'] as const,
  state: () => [...checkInKeys.all, 'state'] as const,
};

export function useCheckInState() {
  return checkInApi.state.useQuery({ queryKey: checkInKeys.state(), select: (response) => response.body.data });
}

/** Spec 4: checked in today when any log's day equals today's day of month. */
export function isCheckedIn(state: CheckInState, todayDayOfMonth: number): boolean {
  return state.logs.some((log) => log.json.day === todayDayOfMonth);
}

/** Spec 4: the current value is the last log's value (today's offer when there is no log yet). */
export function currentValue(state: CheckInState): number {
  return state.logs.at(-1)?.value ?? state.gameValue.value;
}

/**
 * POST check-in. On success the state is updated in place as spec 4 says (log appended, value
 * and tomorrow's value replaced) and the credit it paid is refetched.
 */
export function useCheckIn(member: MemberRef) {
  const queryClient = useQueryClient();
  const tsrClient = checkInApi.useQueryClient();
  return checkInApi.checkIn.useMutation({
    onSuccess: (response) => {
      const result = response.body.data;
      tsrClient.state.setQueryData(checkInKeys.state(), (previous) =>
        previous
          ? {
              ...previous,
              body: {
                ...previous.body,
                data: {
                  ...previous.body.data,
                  logs: [...previous.body.data.logs, result.gameLog],
                  gameValue: result.gameValue,
                  gameValueTomorrow: result.gameValueTomorrow,
                },
              },
            }
          : previous,
      );
      void invalidateCreditMovement(queryClient, member);
    },
    // Refused (already checked in elsewhere, by the server's clock): show the server's state.
    onError: () => void queryClient.invalidateQueries({ queryKey: checkInKeys.state() }),
  });
}
