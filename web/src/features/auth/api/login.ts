import { tsr } from '@/lib/api-client';
import { startSession } from '@/lib/session';

/** POST /api/auth/login; on success the token and current user go to local storage (spec 4). */
export function useLogin() {
  return tsr.auth.login.useMutation({
    onSuccess: (response) => {
      startSession(response.body.token, response.body.data);
    },
  });
}
