// Starts the page's JavaScript once the page has painted what the server sent: after the load event (its largest
// image in) and the frame that follows, or at the visitor's first input if that comes sooner. Until then the server's
// HTML is the page (its links work), and the scripts do not share a slow connection or a slow CPU with the first
// paint and the largest image. The modules to load are listed by the server in #page-modules (server/web/ssr-template.ts).
// A classic script of its own (client/vite.config.ts), since the Content-Security-Policy allows no inline script.
(function () {
  var started = false;
  var inputs = ['pointerdown', 'keydown', 'touchstart'];
  function start() {
    if (started) return;
    started = true;
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
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})();
