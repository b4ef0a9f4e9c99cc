// Starts the page's JavaScript only when the page needs it, never for a visitor who only reads: at the visitor's first
// input (a tap, a key, a touch, the wheel), when a part that moves by itself is due to make its first move
// (data-moves-after: an autoplaying carousel that has been on screen for its delay), or at once after the first paint
// when this browser keeps what the server cannot show (products chosen for comparison: their tray) or the page is
// nothing without it (the admin: data-start="now" on the list of its modules). Until then the
// server's HTML is the page: its links, menus (<details>), tabs (links) and forms (GET and POST) work without it, and
// the scripts do not share a slow connection or a slow CPU with reading. The modules to load are listed by the server
// in #page-modules (server/web/ssr-template.ts). Meanwhile it holds the taps that the page cannot answer yet (below).
// A classic script of its own (client/vite.config.ts), since the Content-Security-Policy allows no inline script.
(function () {
  var started = false;
  var inputs = ['pointerdown', 'keydown', 'touchstart', 'wheel'];
  function start(event) {
    if (started) return;
    started = true;
    // The island the visitor touched starts at once (client/app/islands-client.tsx).
    window.pageStartedBy = event && event.target;
    inputs.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    var list = document.getElementById('page-modules');
    if (!list) return;
    var modules = JSON.parse(list.textContent);
    // Only the build's own files, whatever the list says.
    var own = /^\/assets\/[\w.-]+\.js$/;
    if (!own.test(modules.entry)) return;
    modules.preload = modules.preload.filter(function (href) {
      return own.test(href);
    });
    // The entry first, then its imports a few per task: each modulepreload costs the main thread a little (a request
    // started, the module map), and all of them in one task made a long one on a phone.
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules.entry;
    document.head.appendChild(script);
    var rest = modules.preload.slice();
    (function next() {
      if (!rest.length) return;
      var some = document.createDocumentFragment();
      rest.splice(0, 6).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        some.appendChild(link);
      });
      document.head.appendChild(some);
      setTimeout(next, 0);
    })();
  }
  inputs.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  // What this browser keeps that only the page's code can show (client/features/products/components/compare-store.ts).
  // A part of the page may say it shows such a list (data-shows-kept: its key), as the quote page its lines
  // (client/lib/quote-list.ts).
  function keptHere() {
    var keys = ['compared_products'];
    document.querySelectorAll('[data-shows-kept]').forEach(function (part) {
      keys.push(part.getAttribute('data-shows-kept'));
    });
    return keys.some(function (key) {
      try {
        var list = JSON.parse(localStorage.getItem(key) || '[]');
        return Array.isArray(list) && list.length > 0;
      } catch {
        return false;
      }
    });
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        var list = document.getElementById('page-modules');
        if (keptHere() || (list && list.getAttribute('data-start') === 'now')) return start();
        // A part that moves by itself (an autoplaying carousel) needs the script for its first move, not before: once it
        // has been on screen for as long as it waits between two moves. Its code then makes that move
        // (client/components/LazySwiper.tsx), told by window.pageStartedBy being the part itself.
        var moving = document.querySelectorAll('[data-moves-after]');
        if (!moving.length || typeof IntersectionObserver === 'undefined') return;
        var due = new Map();
        var observer = new IntersectionObserver(
          function (entries) {
            entries.forEach(function (entry) {
              var part = entry.target;
              if (!entry.isIntersecting) {
                clearTimeout(due.get(part));
                due.delete(part);
              } else if (!due.has(part)) {
                var wait = Number(part.getAttribute('data-moves-after')) || 0;
                due.set(
                  part,
                  setTimeout(function () {
                    observer.disconnect();
                    due.forEach(clearTimeout);
                    start({ target: part });
                  }, wait),
                );
              }
            });
          },
          { threshold: 0.5 },
        );
        moving.forEach(function (part) {
          observer.observe(part);
        });
      }, 0);
    });
  }

  // Until the code that answers it has come, a tap on a button does nothing and a form is sent by the browser itself (a
  // GET of this page, the visitor's fields in its address). Such taps and sends are held and replayed once the part
  // they are in is live: the page when it has hydrated (data-hydrated on <html>), an island of a page of islands when it
  // has (data-island-live on its box), a part with a chunk of its own when that has come (its box says
  // data-part="pending" until then). Names shared with client/components/live.ts.
  var held = [];
  function waiting(element) {
    if (element.closest('[data-part="pending"]')) return true;
    // On a page of islands, the island the control is in (client/components/islands.tsx).
    var island = element.closest('[data-island-key]');
    if (island) return !island.hasAttribute('data-island-live');
    return !document.documentElement.hasAttribute('data-hydrated');
  }
  function hold(event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var control = event.type === 'submit' ? target : target.closest('button, [role="button"], [role="tab"], input[type="submit"]');
    if (!control || !waiting(control)) return;
    event.preventDefault();
    event.stopPropagation();
    // Tapped again while nothing answered: impatience, not a second send.
    if (held.indexOf(control) < 0) held.push(control);
  }
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('parts-live', function () {
    // In a task of its own: the page's code tells from inside React's commit.
    setTimeout(function () {
      var now = held;
      held = [];
      now.forEach(function (control) {
        if (!control.isConnected) return;
        if (waiting(control)) held.push(control);
        else if (control.tagName === 'FORM') control.requestSubmit();
        else control.click();
      });
    }, 0);
  });

  // The header's count of the quote list (client/lib/quote-list.ts): this browser's, which the server cannot know, and a
  // page of islands never hydrates the header; written again on every change, here or in another tab.
  function showQuoteCount() {
    var count = 0;
    try {
      var list = JSON.parse(localStorage.getItem('quote_list') || '[]');
      if (Array.isArray(list)) count = list.length;
    } catch {
      count = 0;
    }
    // An attribute, which the stylesheet shows: a text node here would be one more than React rendered.
    document.querySelectorAll('[data-quote-count]').forEach(function (badge) {
      badge.setAttribute('data-quote-count', count ? String(count) : '');
      badge.hidden = !count;
    });
  }
  addEventListener('quote-list-changed', showQuoteCount);
  addEventListener('storage', function (event) {
    if (event.key === 'quote_list' || event.key === null) showQuoteCount();
  });
  // A product file downloaded (a link marked data-records-download, its value "product: file"): remembered for this tab's
  // session, which a quote request then names for sales (client/lib/quote-list.ts, DOWNLOADS_KEY). No cookie carries it.
  addEventListener(
    'click',
    function (event) {
      var link = event.target instanceof Element ? event.target.closest('a[data-records-download]') : null;
      if (!link) return;
      try {
        var list = JSON.parse(sessionStorage.getItem('downloaded_files') || '[]');
        if (!Array.isArray(list)) list = [];
        var name = link.getAttribute('data-records-download');
        if (list.indexOf(name) < 0) list.push(name);
        sessionStorage.setItem('downloaded_files', JSON.stringify(list.slice(-50)));
      } catch {
        // Storage refused: nothing recorded.
      }
    },
    true,
  );
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', showQuoteCount);
  else showQuoteCount();

  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})();
