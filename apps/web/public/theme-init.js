// Runs before the first paint, ahead of the app's code. Applies the saved theme, so a dark-theme
// user never sees a white flash, keeps a submit pressed on a prerendered form before the app has
// hydrated it, and starts a signed-in visit's first reads (see below). A plain external script
// (not inline) so the Content-Security-Policy needs no 'unsafe-inline'.
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
  // A signed-in visit's first two reads, the profile and the organisation (spec §4), asked for now
  // rather than once the app's code has arrived and run: on a phone that is a second or more. The
  // app's API client takes these answers instead of asking again, if they were asked with the
  // token it would send (src/lib/first-reads.ts). `data-api` is the API's root (vite.config.ts).
  try {
    var api = document.currentScript && document.currentScript.getAttribute('data-api');
    var token = /(?:^|;\s*)access_token=([^;]+)/.exec(document.cookie);
    if (api && token && typeof fetch === 'function') {
      var bearer = 'Bearer ' + decodeURIComponent(token[1]);
      var reads = {};
      ['/users/me', '/organizations/current'].forEach(function (path) {
        var response = fetch(api + path, { headers: { Authorization: bearer } });
        // A failure is the app's to handle: it asks again itself.
        response.catch(function () {});
        reads[path] = { authorization: bearer, response: response };
      });
      window.spotlessFirstReads = reads;
    }
  } catch (e) {
    /* the app asks for them itself */
  }
})();
