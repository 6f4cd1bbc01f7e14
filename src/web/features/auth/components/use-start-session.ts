import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { AuthResponse } from '@schemas/auth';
import { currentLocale, languageHref, loadAppMessages } from '@web/lib/i18n';
import { roleHome } from '@web/lib/role-home';
import { session } from '@web/lib/session';

/**
 * After a login or signup: forget any previous user's data, keep the session, go to the role's home (in the account's
 * language).
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (auth: AuthResponse) => {
    queryClient.clear();
    session.login(auth);
    const home = roleHome(auth.user.role);
    // An account kept in the other language switches this browser to it (docs/languages.md#choosing-the-language).
    if (auth.user.language !== currentLocale()) {
      window.location.assign(languageHref(auth.user.language, home));
      return Promise.resolve();
    }
    // Every screen's words before a signed-in screen renders (one the visitor had loaded had only the public ones').
    return loadAppMessages('all').then(() => navigate({ to: home }));
  };
}
