// Asks before a form with unsaved changes is left: a link (the menu, Geri, İptal, Önizle…), the browser's Back or
// Forward, or closing or reloading the tab. `const leaveDialog = useLeaveGuard(dirty)`, then render `leaveDialog`.
//
// react-router's useBlocker would do the in-app half, but only under a data router (createBrowserRouter). The site
// hydrates under <BrowserRouter>: a data router would put react-router's whole router (about 17 KiB gzipped) into
// every public page's starting JavaScript, which the 220 KiB budget has no room for (docs/performance.md), for the
// admin's sake alone. So the admin does it here, within its own chunk: a link is held at the click, before the router
// sees it, and replayed once the editor agrees; a Back or Forward is cancelled through the Navigation API's `navigate`
// event (which comes before the `popstate` the router listens to: a `popstate` listener added now would be heard after
// the router's) and made again once the editor agrees. A browser without that API (Firefox before 147, Safari before
// 26.2) goes back without the question; the local draft (lib/local-draft.ts) then offers the text back.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from './use-confirm';

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
        else if (new URL(href).origin === window.location.origin) void navigate(href.slice(window.location.origin.length));
        else window.location.assign(href);
      });
    };

    // A Back or Forward within the admin: cancelled before anything hears of it, made again once the editor agrees. (The
    // browser lets a page cancel one only after the person used it, once per use: no trapping.)
    const navigation = typeof window.navigation === 'object' ? window.navigation : null;
    const onNavigate = (event: NavigateEvent) => {
      if (leaving.current || event.navigationType !== 'traverse' || !event.cancelable || !event.destination.sameDocument) return;
      event.preventDefault();
      const { key } = event.destination;
      void ask().then((agreed) => {
        if (!agreed) return;
        leaving.current = true;
        navigation?.traverseTo(key);
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [dirty, confirm, navigate, t]);

  return dialog;
}
