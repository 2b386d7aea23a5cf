// Applies the saved theme before the first paint, so a dark-theme user never sees a white flash.
// A plain external script (not inline) so the Content-Security-Policy needs no 'unsafe-inline'.
(function () {
  var choice = 'system';
  try {
    var saved = localStorage.getItem('ui-theme');
    if (saved === 'light' || saved === 'dark' || saved === 'system') choice = saved;
  } catch (e) {
    /* storage may be blocked: keep the system theme */
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', choice);
  try {
    var lang = localStorage.getItem('i18nextLng');
    if (lang) root.setAttribute('lang', lang);
  } catch (e) {
    /* ignore */
  }
})();
