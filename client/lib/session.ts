export const ADMIN_TOKEN_KEY = 'admin_token';

const ADMIN_USER_KEY = 'admin_user';

export function saveSession(token: string, user: { id: number; username: string }): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_USER_KEY);
}

export function sessionUser(): { id: number; username: string } | null {
  try {
    return JSON.parse(localStorage.getItem(ADMIN_USER_KEY) ?? 'null');
  } catch {
    return null;
  }
}
