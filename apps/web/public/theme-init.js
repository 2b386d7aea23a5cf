// Runs before the first paint, ahead of the app's code. Applies the saved theme, so a dark-theme
// user never sees a white flash; on a prerendered page, asks for the app's code once the page is on
// screen and keeps a submit or a menu button pressed before the app has hydrated it; on a
// signed-in visit, starts the first reads and preloads `/`'s own code (see below). A plain
// external script (not inline) so the Content-Security-Policy needs no 'unsafe-inline'.
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
  // The sidebar as the user left it (its cookie, packages/ui/src/sidebar/sidebar-cookie.ts), for
  // the frame's placeholders that `/today`'s and `/schedule`'s HTML holds (frame-skeleton.module.css).
  if (/(?:^|; )sidebar%3Astate=false(?:;|$)/.test(document.cookie)) {
    root.setAttribute('data-sidebar-state', 'collapsed');
  }
  var script = document.currentScript;
  // Preloads the space-separated files of one of this script's `data-` attributes (the build
  // writes them, build-plugins/prerender.ts), after what the page's HTML preloads. Each `<link>`
  // costs the task that adds it 0.1 to 0.5 ms on a 2-core machine, four times that on a slow
  // phone: `perTask` of them in a task, the rest in the tasks after, so that none is long.
  var preload = function (attribute, perTask) {
    var files = ((script && script.getAttribute(attribute)) || '').split(' ').filter(Boolean);
    var add = function () {
      files.splice(0, perTask || files.length).forEach(function (file) {
        var link = document.createElement('link');
        var style = /\.css$/.test(file);
        link.rel = style ? 'preload' : 'modulepreload';
        if (style) link.as = 'style';
        link.crossOrigin = '';
        link.fetchPriority = 'low';
        link.href = file;
        document.head.appendChild(link);
      });
      if (files.length) setTimeout(add, 0);
    };
    add();
  };
  // A page's first date format (`Intl.DateTimeFormat`) loads the browser's locale data: some 35 ms
  // on a 2-core machine, 140 ms on a slow phone. A signed-in page formats dates as it first
  // renders, a long task already. Loaded here while the page waits for the app's code, it leaves
  // the render to find the data loaded (ADR 0019). React Aria itself asks `Intl` nothing that
  // needs it (ADR 0022).
  //
  // Loaded by that one call, it was a long task of its own. Most of it is the browser's first use
  // of its locale data at all, then the numbers' and the dates' own, each of which a smaller call
  // loads: some 10 to 20, 12 to 19 and 3 to 7 ms on a 2-core machine. So the same work is done in
  // three tasks, none of them long on a fast machine.
  var loadLocaleData = function () {
    var locale = navigator.language || 'en-US';
    var steps = [
      function () {
        new Intl.Locale(locale).maximize();
      },
      function () {
        new Intl.NumberFormat(locale).format(1);
      },
      function () {
        new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(0);
      },
    ];
    var next = function () {
      try {
        steps.shift()();
      } catch (e) {
        /* an unknown locale: the app falls back itself */
      }
      if (steps.length) setTimeout(next, 0);
    };
    next();
  };
  // Runs `task` once the page's first contentful paint is on screen (the browser reports it in a
  // task of its own). Where it reports no paint (a hidden tab draws none), after a second at the
  // latest.
  var whenPainted = function (task) {
    var done = false;
    var run = function () {
      if (done) return;
      done = true;
      task();
    };
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        run();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      run();
    }
    setTimeout(run, document.visibilityState === 'visible' ? 1000 : 0);
  };
  // A prerendered public page names the app's entry and the modules it and the page import
  // (build-plugins/prerender.ts). They are asked for once the page's first contentful paint is on
  // screen, all within a few milliseconds so their imports make no chain of round trips, and the
  // entry then runs: the first paint waits for none of them and shares no connection with them.
  var entry = script && script.getAttribute('data-entry');
  if (entry) {
    whenPainted(function () {
      // The entry and the first files it imports come first (the build lists them in order).
      preload('data-modules', 2);
      // Imported at once, the entry would evaluate React DOM, i18next, TanStack Query and the API
      // client with itself: one task of 40 to 60 ms on a 2-core machine, four times that on a slow
      // phone, in which the page on screen answers no tap. So each of those (`data-steps`, in the
      // order they import each other) is run first in a task of its own, and the entry then finds
      // them evaluated. The entry is imported after a step that failed all the same: it imports
      // that file too, and fails as it would have without the steps.
      var steps = ((script && script.getAttribute('data-steps')) || '').split(' ').filter(Boolean);
      var next = function () {
        var step = steps.shift();
        if (!step) return void import(entry);
        var later = function () {
          setTimeout(next, 0);
        };
        import(step).then(later, later);
      };
      next();
    });
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
  // The same for a press on a prerendered menu button (the language and theme switchers): noted by
  // the button's id until the app has hydrated the page (`data-hydrated`, src/app/hydration.ts), which then
  // opens that menu (src/components/app-shell/deferred-menu.tsx).
  var notePress = function (event) {
    if (root.hasAttribute('data-hydrated')) return;
    if (event.type === 'keydown' && ['Enter', ' ', 'ArrowDown', 'ArrowUp'].indexOf(event.key) < 0)
      return;
    var target = event.target;
    var button =
      target instanceof Element && target.closest('#root[data-prerendered] button[aria-haspopup]');
    if (!button || !button.id) return;
    event.preventDefault();
    root.setAttribute('data-press-pending', button.id);
  };
  document.addEventListener('keydown', notePress, true);
  document.addEventListener('click', notePress, true);
  // A signed-in visit's first two reads, the profile and the organisation (spec §4), asked for now
  // rather than once the app's code has arrived and run: on a phone that is a second or more. The
  // app's API client takes these answers instead of asking again, if they were asked with the
  // token it would send (src/lib/first-reads.ts). `data-api` is the API's root (vite.config.ts).
  try {
    var api = script && script.getAttribute('data-api');
    var token = /(?:^|;\s*)access_token=([^;]+)/.exec(document.cookie);
    // The signed-in user's role: the access token's `role` claim (openapi.yaml; read, not trusted:
    // it only picks what to preload and which line the frame's placeholders show under a page's
    // title, `data-role`, frame-skeleton.module.css), else the profile kept from the last visit
    // (src/api/current-user.ts).
    var role;
    if (token) {
      try {
        var claims = token[1].split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
        role = JSON.parse(atob(claims)).role;
      } catch (e) {
        /* not a token this script can read: the profile below */
      }
      try {
        if (!role) role = JSON.parse(localStorage.getItem('spotless-user') || 'null').role;
      } catch (e) {
        /* no profile kept */
      }
      if (typeof role === 'string') {
        root.setAttribute('data-role', role === 'CLEANER' ? 'cleaner' : 'office');
      }
    }
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
      // Where the page's first paint waits for the app's code, now; where the page's HTML has
      // something to draw (a public page, the frame's placeholders of `/today`: `data-drawn`),
      // once that is on screen.
      if (entry || (script && script.hasAttribute('data-drawn'))) whenPainted(loadLocaleData);
      else setTimeout(loadLocaleData, 0);
      // Today's date in `timeZone` (`2026-12-05`). `Temporal`, where the browser has it, reads the
      // zone's rules without the locale data a date format loads (see `loadLocaleData`): some 2 ms
      // on a 2-core machine against 30 to 40, so the day can be asked for at once.
      var temporal = window.Temporal;
      var canDateWithoutLocale = !!(temporal && temporal.Now && temporal.Now.plainDateISO);
      var todayIn = function (timeZone) {
        if (canDateWithoutLocale) return String(temporal.Now.plainDateISO(timeZone));
        var parts = {};
        new Intl.DateTimeFormat('en-US', {
          timeZone: timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        })
          .formatToParts(new Date())
          .forEach(function (part) {
            parts[part.type] = part.value;
          });
        return parts.year + '-' + parts.month + '-' + parts.day;
      };
      // The Today page shows the day's visits: the jobs of today in the organisation's zone. They
      // are asked for by the path the app asks them (src/features/today/today-data.ts), rather
      // than once the page's code has arrived and run, and handed over like the two above: at
      // once with the zone of the organisation kept from the last visit (src/api/organization.ts),
      // else once the organisation's answer is in. The app asks again itself if its day differs
      // (the zone changed, or the day ended meanwhile) or the answer failed. `?day=` (another
      // day) is left to the app. The app waits for this before it reads anything
      // (src/lib/first-reads.ts).
      var askDay = function (organization) {
        if (!organization || typeof organization.timeZone !== 'string') return;
        var day = todayIn(organization.timeZone);
        var path = '/jobs?from=' + day + '&to=' + day + '&offset=0&limit=5000';
        var response = fetch(api + path, { headers: { Authorization: bearer } });
        response.catch(function () {});
        reads[path] = { authorization: bearer, response: response };
      };
      var askToday = function () {
        var kept = null;
        try {
          kept = JSON.parse(localStorage.getItem('spotless-organization') || 'null');
        } catch (e) {
          /* none kept: its answer */
        }
        if (kept && typeof kept.timeZone === 'string') {
          window.spotlessFirstReadsStarted = new Promise(function (resolve) {
            var ask = function () {
              try {
                askDay(kept);
              } catch (e) {
                /* an unknown zone: the app asks itself */
              }
              resolve();
            };
            // Without the locale data, now, with the profile and the organisation. Else its date
            // format loads that data, in a task of its own: after the first paint where the HTML
            // has something to draw.
            if (canDateWithoutLocale) ask();
            else if (script && script.hasAttribute('data-drawn')) whenPainted(ask);
            else setTimeout(ask, 0);
          });
          return;
        }
        window.spotlessFirstReadsStarted = reads['/organizations/current'].response
          .then(function (answer) {
            // A copy: the app reads the answer itself.
            return answer.ok ? answer.clone().json() : null;
          })
          .then(askDay)
          .catch(function () {
            /* an unknown zone or no answer: the app asks itself */
          });
      };
      if (/^\/today\/?$/.test(location.pathname) && !/[?&]day=/.test(location.search)) {
        askToday();
      }
      // `/` is the office's dashboard or a CLEANER's day: the role tells which (above; both where
      // it is not known). Its code is asked for now, with the frame's, rather than once the app's
      // entry has run, and a CLEANER's visits as above.
      if (location.pathname === '/') {
        var homes = role === 'CLEANER' ? ['cleaner'] : role ? ['office'] : ['office', 'cleaner'];
        homes.forEach(function (home) {
          preload('data-home-' + home);
        });
        if (role === 'CLEANER' && !/[?&]day=/.test(location.search)) askToday();
      }
    }
  } catch (e) {
    /* the app asks for them itself */
  }
})();
