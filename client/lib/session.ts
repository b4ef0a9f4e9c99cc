export const ADMIN_TOKEN_KEY = 'admin_token';

const ADMIN_USER_KEY = 'admin_user';

export interface SessionUser {
  id: number;
  username: string;
}

/** Why a session ended: the administrator signed out, or the server refused the token (expired, revoked, forged). */
export type SignOutReason = 'logout' | 'refused';

/** What the sign-in page is told through the router's location state when a refused token sent the admin there. */
export interface SignInState {
  expired?: boolean;
}

const signedOutListeners = new Set<(reason: SignOutReason) => void>();

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
}

export function sessionToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Forgets the token and tells the admin screens (they go to the sign-in page, saying so when the token was refused). */
export function clearSession(reason: SignOutReason = 'logout'): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_USER_KEY);
  signedOutListeners.forEach((listener) => listener(reason));
}

/** What a screen tells the sign-in page it sends the administrator to once the session has ended. */
export const signInState = (reason: SignOutReason): SignInState => (reason === 'refused' ? { expired: true } : {});

/** Called after the session ends: logout, or the server refusing the token (expired, revoked). */
export function onSignedOut(listener: (reason: SignOutReason) => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function sessionUser(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(ADMIN_USER_KEY) ?? 'null') as SessionUser | null;
  } catch {
    return null;
  }
}
