/** Signing in and out, and who is signed in. */
import type { HandlerDeps, Handlers } from './types';

type AccountHandlers = Pick<Handlers, 'signIn' | 'signOut' | 'signedIn' | 'user'>;

export function accountHandlers(s: HandlerDeps): AccountHandlers {
  return {
    // Whether the service keeps lists is asked again at every sign-in (the next pull tells).
    signIn: async ({ username, password }) => {
      await s.listSupport.forget(s.gateway.current().service.baseUrl);
      return s.account.signIn(username, password);
    },
    signOut: () => s.account.signOut(),
    signedIn: async () => s.account.info(),
    user: () => s.account.user(),
  };
}
