// Runs before the first paint, ahead of the app's code. Applies the saved theme, so a dark-theme
// user never sees a white flash, and keeps a submit pressed on a prerendered form before the app
// has hydrated it (see below). A plain external script (not inline) so the
// Content-Security-Policy needs no 'unsafe-inline'.
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
  // A public page's form is on screen before the app handles it (its `method="dialog"` makes a
  // submit do nothing meanwhile). A submit pressed then is noted on <html>, outside what the app
  // hydrates, by the form's place in `document.forms`; the app makes that submit again once it
  // has hydrated the form (packages/ui/src/form/form.tsx).
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || form.getAttribute('method') !== 'dialog') return;
      if (form.closest('dialog')) return;
      var index = Array.prototype.indexOf.call(document.forms, form);
      root.setAttribute('data-submit-pending', String(index));
    },
    true,
  );
})();
