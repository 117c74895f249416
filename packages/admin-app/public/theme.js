// The remembered theme (src/lib/theme), applied before anything is drawn, so a dark-theme user
// never sees a white page while the app loads. A file, not an inline script: the page's CSP runs
// only the app's own script files (docs/security.md). The app takes over from here.
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('packlight.theme');
  } catch {
    // Storage may be off (private mode): the system preference decides.
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
