// Waiting for an edit to show. With STALE_AFTER_EDIT on (the default), an answer kept before an edit may still be
// served, marked STALE, for up to STALE_WINDOW_MS while it is made again in the background: a test that checks an
// edit shows retries its check until it passes, and fails with the check's own error if it never does. A removal
// (delete, unpublish, draft, slug change) shows at the very next request: checks of removals never go through this.
import { STALE_WINDOW_MS } from '../../server/cache/content-version.js';

/** The longest an edit may take to show on the site: the stale window, and a margin for the render that replaces it. */
export const EDIT_SHOWS_WITHIN_MS = STALE_WINDOW_MS + 1_000;

/**
 * Runs `check` (assertions that throw) until it passes and returns what it returns. It fails, with the check's own
 * last error, once a try that began `timeoutMs` or more after the start has failed too: however long a try takes
 * (a page load on a busy machine), what the site answers after `timeoutMs` is always checked.
 */
export async function eventually<T>(check: () => T | Promise<T>, { timeoutMs = EDIT_SHOWS_WITHIN_MS, intervalMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const began = Date.now();
    try {
      return await check();
    } catch (error) {
      if (began >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(intervalMs, deadline - Date.now()))));
  }
}
