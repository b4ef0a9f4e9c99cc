export const ADMIN_TOKEN_KEY = 'admin_token';

const ADMIN_USER_KEY = 'admin_user';

export interface SessionUser {
  id: number;
  username: string;
}

const signedOutListeners = new Set<() => void>();

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

/** Forgets the token and tells the admin screens (they go to the sign-in page). */
export function clearSession(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_USER_KEY);
  signedOutListeners.forEach((listener) => listener());
}

/** Called after the session ends: logout, or the server refusing the token (expired, revoked). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function sessionUser(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(ADMIN_USER_KEY) ?? 'null');
  } catch {
    return null;
  }
}
