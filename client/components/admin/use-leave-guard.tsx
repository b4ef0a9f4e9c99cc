// Asks before a form with unsaved changes is left: a link (the menu, Geri, İptal, Önizle…), the browser's Back or
// Forward, or closing or reloading the tab. `const leaveDialog = useLeaveGuard(dirty)`, then render `leaveDialog`.
//
// react-router's useBlocker would do the in-app half, but only under a data router (createBrowserRouter). The site
// hydrates under <BrowserRouter>: a data router would put react-router's whole router (about 17 KiB gzipped) into
// every public page's starting JavaScript, which the 220 KiB budget has no room for (docs/performance.md), for the
// admin's sake alone. So the admin does it here, within its own chunk: a link is held at the click, before the router
// sees it, and replayed once the editor agrees; a Back or Forward is undone at once (react-router numbers its history
// entries: `history.state.idx`) and done again once the editor agrees.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from './use-confirm';

/** The position react-router's history gives the current entry (undefined for one it did not make). */
const entryIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/** The link a click follows in this tab, or null (a new tab, a download, a modified click, this very page). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  // The same screen with another query or fragment (the language switch): the form stays as it is.
  if (url.origin === window.location.origin && url.pathname === window.location.pathname) return null;
  return anchor;
}

export function useLeaveGuard(dirty: boolean): ReactNode {
  const { t } = useTranslation('admin/common');
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  /** Set once the editor agreed to leave: what follows is let through. */
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    leaving.current = false;
    const here = entryIndex(window.history.state);
    let undoing = false;
    let asking = false;
    const ask = async (): Promise<boolean> => {
      if (asking) return false;
      asking = true;
      try {
        return await confirm(t('leave.message'), t('leave.confirm'));
      } finally {
        asking = false;
      }
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      // Closing or reloading the tab: only the browser's own question can be asked.
      event.preventDefault();
      event.returnValue = '';
    };

    // Capturing, on the document: before react-router's links (and anything else) handle the click.
    const onClick = (event: MouseEvent) => {
      if (leaving.current) return;
      const anchor = leavingLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      const { href } = anchor;
      void ask().then((agreed) => {
        if (!agreed) return;
        leaving.current = true;
        // The same click again, now let through: a router link navigates, a plain one loads its page.
        if (anchor.isConnected) anchor.click();
        else if (new URL(href).origin === window.location.origin) navigate(href.slice(window.location.origin.length));
        else window.location.assign(href);
      });
    };

    // Capturing, on the window: before react-router's own listener, which this one can stop.
    const onPopState = (event: PopStateEvent) => {
      if (leaving.current) return;
      const target = entryIndex(event.state);
      if (undoing && target === here) {
        // The step back to this form's entry, undoing the one the editor took: nobody else needs to hear of it.
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      if (here === undefined || target === undefined || target === here) return;
      event.stopImmediatePropagation();
      const delta = target - here;
      undoing = true;
      window.history.go(-delta);
      void ask().then((agreed) => {
        if (!agreed) return;
        leaving.current = true;
        window.history.go(delta);
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [dirty, confirm, navigate, t]);

  return dialog;
}
