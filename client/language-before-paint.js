// Runs in <head>, before anything is painted: a page the server rendered in another language than the one this
// browser keeps (localStorage, which the server cannot read) is fetched again in the kept language, hidden meanwhile.
// Switching after hydration would show the other language first and make React's hydration fail. A classic script
// of its own (client/vite.config.ts), since the Content-Security-Policy allows no inline script.
(function () {
  var html = document.documentElement;
  var stored;
  // The cookie is the latest choice when it is there: the switch's links (server/web/language-switch.ts) set it without
  // this page's script, which keeps both in step otherwise. A page in another language than it is a shared copy (a CDN
  // keeps the Turkish one at an address without ?lang): fetched again below.
  var chosen = /(?:^|;\s*)language=(tr|en)(?:;|$)/.exec(document.cookie);
  // A `lang` in the address is the visitor's choice, remembered here, before any script (a page of islands may never
  // start one: client/components/islands.tsx). Under /admin it is the preview's language, no visitor's choice.
  var asked = /[?&]lang=(tr|en)(?:&|$)/.exec(location.search);
  if (asked && !/^\/admin(?:\/|$)/.test(location.pathname)) {
    document.cookie = 'language=' + asked[1] + '; path=/; max-age=31536000; samesite=lax';
    chosen = asked;
  }
  try {
    if (chosen) localStorage.setItem('language', chosen[1]);
    stored = chosen ? chosen[1] : localStorage.getItem('language');
  } catch {
    return;
  }
  // A `lang` in the address is the visitor's choice of this page's language: it wins (remembered above).
  if ((stored !== 'tr' && stored !== 'en') || stored === html.lang || /[?&]lang=/.test(location.search)) return;
  var cookie = new RegExp('(?:^|;\\s*)language=' + stored + '(?:;|$)');
  var hadCookie = cookie.test(document.cookie);
  html.style.visibility = 'hidden';
  // client/entry-client.tsx does not hydrate a page that is being replaced.
  html.setAttribute('data-language-reload', stored);
  document.cookie = 'language=' + stored + '; path=/; max-age=31536000; samesite=lax';
  if (!hadCookie && cookie.test(document.cookie)) {
    location.reload();
  } else {
    // Cookies refused (or not honoured): the address carries the language, which cannot loop.
    var url = new URL(location.href);
    url.searchParams.set('lang', stored);
    location.replace(url.href);
  }
})();
