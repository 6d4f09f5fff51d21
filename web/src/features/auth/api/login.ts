import { authContract } from '@site/contract/domains/auth';
import { createApiClient } from '@/lib/api-client';
import { startSession } from '@/lib/session';

const authApi = createApiClient(authContract);

/** POST /api/auth/login; on success the token and current user go to local storage (spec 4). */
export function useLogin() {
  return authApi.login.useMutation({
    onSuccess: (response) => {
      startSession(response.body.token, response.body.data);
    },
  });
}
