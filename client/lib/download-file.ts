// Admin-only files (spreadsheet exports): fetched with the session's token (a plain link could not send it) and saved
// from the browser with an object URL, under the name the server suggests.
import { clearSession, sessionToken } from './session';

/** The name the server suggests (Content-Disposition), else `fallback`. */
function fileName(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads `url` as the signed-in administrator and saves it; throws when the server refuses it. A refused token
 * ends the session here too, as in the Apollo link chain.
 */
export async function downloadAsAdmin(url: string, accept: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${sessionToken() ?? ''}`, accept }, cache: 'no-store' });
  if (response.status === 401) return clearSession('refused');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  save(await response.blob(), fileName(response.headers.get('content-disposition'), fallbackName));
}
