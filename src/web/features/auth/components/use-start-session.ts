import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AuthResponse } from '@schemas/auth';
import { roleHome } from '@web/lib/role-home';
import { session } from '@web/lib/session';

/** After a login or signup: forget any previous user's data, keep the session, go to the role's home. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (auth: AuthResponse) => {
    queryClient.clear();
    session.login(auth);
    return navigate({ to: roleHome(auth.user.role) });
  };
}
