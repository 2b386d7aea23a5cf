// Small HTML pages for QA: the controls at /__dev and the mailbox. Their style sheet and script are
// files of this server (/__dev/pages.css, /__dev/controls.js), never inline, so the pages run
// under the same Content-Security-Policy as the web app; everything that comes from data is escaped.
import type { MailRecord } from '../db/schema.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Served at /__dev/pages.css. */
export const pagesStyle = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin-top: 2rem; }
  fieldset { border: 1px solid #d1d5db; border-radius: 8px; margin: 0 0 1rem; padding: 0.75rem 1rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  label { margin-right: 1rem; } input, select { font: inherit; margin-left: 0.25rem; }
  input[type=number] { width: 6rem; }
  button { font: inherit; padding: 0.25rem 0.75rem; margin-right: 0.5rem; cursor: pointer; }
  pre { background: #f3f4f6; padding: 0.75rem; border-radius: 6px; overflow: auto; white-space: pre-wrap; }
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  td, th { border-bottom: 1px solid #e5e7eb; padding: 0.25rem 0.5rem; text-align: left; }
  article { border: 1px solid #d1d5db; border-radius: 8px; padding: 0.75rem 1rem; margin-bottom: 1rem; }
  .meta { color: #4b5563; font-size: 0.9rem; }
  @media (prefers-color-scheme: dark) {
    body { background: #111827; color: #e5e7eb; } pre { background: #1f2937; }
    fieldset, article { border-color: #374151; } td, th { border-color: #374151; } .meta { color: #9ca3af; }
    a { color: #93c5fd; }
  }
`;

export function mailboxPage(mails: readonly MailRecord[]): string {
  const items = mails
    .map((mail) => {
      const body = escapeHtml(mail.text).replace(
        escapeHtml(mail.link),
        () => `<a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a>`,
      );
      return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)} · ${escapeHtml(mail.kind)}</p>
  <pre>${body}</pre>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Mailbox · Spotless mock API</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/png" href="/docs/favicon-32x32.png"><link rel="stylesheet" href="/__dev/pages.css"></head>
<body>
<h1>Development mailbox</h1>
<p class="meta">E-mails the mock API "sent", newest first (${mails.length}). As JSON: <code>curl /__dev/mailbox</code>. <a href="/__dev">QA controls</a></p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
}

export function controlPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>QA controls · Spotless mock API</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/png" href="/docs/favicon-32x32.png"><link rel="stylesheet" href="/__dev/pages.css"></head>
<body>
<h1>Spotless mock API: QA controls</h1>
<p class="meta">Every control is also a <code>curl</code> call (see the mock server's README). <a href="/__dev/mailbox">Mailbox</a> · <a href="/docs">API docs</a></p>

<fieldset><legend>Data</legend>
  <button id="reset">Reset to the seed</button>
  <button id="expire">Expire every access token now</button>
</fieldset>

<fieldset><legend>Latency</legend>
  <label>Fixed ms <input id="latency-ms" type="number" min="0" value="0"></label>
  <label>or range <input id="latency-min" type="number" min="0" placeholder="min"> to <input id="latency-max" type="number" min="0" placeholder="max"></label>
  <button id="latency">Apply</button>
</fieldset>

<fieldset><legend>Random failures</legend>
  <label>Share <input id="failure-rate" type="number" min="0" max="1" step="0.05" value="0"></label>
  <label>As <select id="failure-mode"><option value="500">500 INTERNAL</option><option value="drop">dropped connection</option></select></label>
  <button id="failures">Apply</button>
</fieldset>

<fieldset><legend>Fail the next calls of one operation</legend>
  <label>Operation <select id="fail-operation"></select></label>
  <label>Status <input id="fail-status" type="number" min="400" max="599" value="500"></label>
  <label>Code <select id="fail-code"><option value="">(from the status)</option>
    <option>TOKEN_EXPIRED</option><option>UNAUTHORIZED</option><option>FORBIDDEN</option><option>NOT_FOUND</option>
    <option>CONFLICT</option><option>VALIDATION_FAILED</option><option>PLAN_LIMIT_REACHED</option><option>RATE_LIMITED</option><option>INTERNAL</option></select></label>
  <label>Times <input id="fail-count" type="number" min="1" value="1"></label>
  <button id="fail-next">Arm</button> <button id="fail-clear">Disarm all</button>
</fieldset>

<fieldset><legend>Everything</legend><button id="clear">Clear latency and failures</button></fieldset>

<h2>State</h2>
<pre id="state">Loading...</pre>

<h2>Recent requests <button id="log-refresh">Refresh</button> <button id="log-clear">Clear</button></h2>
<table><thead><tr><th>Time</th><th>Method</th><th>Path</th><th>Operation</th><th>Status</th><th>ms</th><th>Fault</th></tr></thead>
<tbody id="log"></tbody></table>

<script src="/__dev/controls.js"></script>
</body></html>`;
}

/** Served at /__dev/controls.js: drives the control page through the /__dev routes. */
export const controlScript = `const $ = (id) => document.getElementById(id);
const call = async (method, path, body) => {
  const response = await fetch('/__dev' + path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json();
  if (!response.ok) alert(data.message + (data.details ? '\\n' + data.details.map((d) => d.field + ': ' + d.message).join('\\n') : ''));
  return data;
};
const show = (state) => {
  if (!state || !state.operationIds) return;
  $('state').textContent = JSON.stringify({ latency: state.latency, failures: state.failures, forced: state.forced, accessKeyGeneration: state.accessKeyGeneration, mails: state.mails }, null, 2);
  const select = $('fail-operation');
  if (select.options.length === 0) for (const id of state.operationIds) select.add(new Option(id, id));
};
const cell = (text) => { const td = document.createElement('td'); td.textContent = String(text ?? ''); return td; };
const refreshLog = async () => {
  const entries = await call('GET', '/requests?limit=100');
  const body = $('log'); body.replaceChildren();
  for (const e of entries) {
    const tr = document.createElement('tr');
    for (const value of [e.at.slice(11, 23), e.method, e.path, e.operationId, e.status, e.durationMs, e.fault]) tr.append(cell(value));
    body.append(tr);
  }
};
$('reset').onclick = async () => show(await call('POST', '/reset'));
$('expire').onclick = async () => show(await call('POST', '/expire-tokens'));
$('latency').onclick = async () => {
  const min = $('latency-min').value, max = $('latency-max').value;
  show(await call('POST', '/latency', min !== '' && max !== '' ? { min: Number(min), max: Number(max) } : { ms: Number($('latency-ms').value) }));
};
$('failures').onclick = async () => show(await call('POST', '/failures', { rate: Number($('failure-rate').value), mode: $('failure-mode').value }));
$('fail-next').onclick = async () => {
  const body = { operationId: $('fail-operation').value, status: Number($('fail-status').value), count: Number($('fail-count').value) };
  if ($('fail-code').value) body.code = $('fail-code').value;
  show(await call('POST', '/fail-next', body));
};
$('fail-clear').onclick = async () => show(await call('DELETE', '/fail-next'));
$('clear').onclick = async () => show(await call('DELETE', '/controls'));
$('log-refresh').onclick = refreshLog;
$('log-clear').onclick = async () => { await call('DELETE', '/requests'); refreshLog(); };
call('GET', '/state').then(show);
refreshLog();
`;
