/**
 * The probe View: a small MCP App that records, at the probe server, every message its host sends
 * it, and does what the scenario scripted for it. It talks raw JSON-RPC over postMessage (no SDK: a
 * probe must not share its code with the host it judges).
 *
 * Records (POSTed in order to the log URL) are one of:
 *   { from: 'host', method?, id?, params?, result?, error?, inReplyTo?,   a message the host sent (inReplyTo: the
 *     beforeInitialized?, afterToolInput? }                               request it answers; flags: when it came)
 *   { from: 'view', method, id?, params? }                              a message the View sent
 *   { from: 'probe', event: 'loaded' | 'done' | 'timeout', ... }         the probe's own marks ('loaded' has the
 *                                                                        View's origin, ancestorOrigins and frame depth)
 *   { from: 'probe', check: 'fetch' | 'permission' | 'size', ... }       what the probe observed
 *
 * Actions (the script, run one after another once the View is initialized):
 *   { request: method, params? }        send a request and wait (5 s) for the answer
 *   { notify: method, params? }         send a notification
 *   { waitFor: method }                 wait (5 s) until the host has sent a message with that method
 *   { wait: ms }                        pause
 *   { fetch: url }                      fetch from inside the sandbox: allowed or blocked
 *   { permission: feature }             whether the frame's permissions policy allows a feature
 *   { size: true }                      record the View's own viewport size
 *   { size: { height?, width? } }       wait (5 s) until the viewport has that size, then record it (a
 *                                       host resizes asynchronously; a fixed pause raced it under load)
 *   { size: 'changed' }                 wait (5 s) until the viewport differs from its size when the
 *                                       script began, then record it
 */

export interface ViewConfig {
  /** Where the View POSTs its records. */
  logUrl: string;
  /** The actions the scenario scripted (PUT /<partition>/test/script). */
  script: unknown[];
}

/** JSON for a <script> element: `<` escaped so the text cannot close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function viewHtml(config: ViewConfig): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>wirecase probe View</title>
<style>html,body{margin:0;font:14px sans-serif}#probe{width:240px;height:120px}</style></head>
<body><div id="probe">wirecase probe View</div>
<script>
(() => {
  const CONFIG = ${scriptJson(config)};
  const received = [];
  const state = { initialized: false, toolInput: false };
  const waiters = [];
  const pending = new Map();
  let nextId = 1;
  const inFlight = new Set();
  const mark = (name) => document.body.setAttribute('data-' + name, '');
  const record = (entry) => {
    entry.seq = record.seq = (record.seq || 0) + 1;
    entry.at = Math.round(performance.now());
    // Sent at once (the server orders records by seq), with keepalive: a record posted as the host
    // removes the frame (teardown) still arrives. A text/plain body needs no CORS preflight.
    const body = JSON.stringify(entry);
    const sent = fetch(CONFIG.logUrl, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
    inFlight.add(sent);
    sent.then(() => inFlight.delete(sent));
    return sent;
  };
  const send = (message) => {
    record({ from: 'view', ...message });
    window.parent.postMessage(message, '*');
  };
  const request = (method, params) => new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, { method, resolve });
    send(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
    setTimeout(() => {
      if (!pending.has(id)) return;
      pending.delete(id);
      record({ from: 'probe', event: 'timeout', inReplyTo: method, id });
      resolve(undefined);
    }, 5000);
  });
  const notify = (method, params) => send(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params });
  const waitFor = (method) => new Promise((resolve) => {
    if (received.some((m) => m.method === method)) return resolve(true);
    const waiter = { method, resolve };
    waiters.push(waiter);
    setTimeout(() => { const i = waiters.indexOf(waiter); if (i >= 0) { waiters.splice(i, 1); record({ from: 'probe', event: 'timeout', waitFor: method }); resolve(false); } }, 5000);
  });
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || data.jsonrpc !== '2.0') return;
    const entry = { from: 'host' };
    for (const key of ['method', 'id', 'params', 'result', 'error']) if (key in data) entry[key] = data[key];
    // Where in the lifecycle it came: before the View said initialized, after the complete tool input.
    if (!state.initialized && data.method !== undefined) entry.beforeInitialized = true;
    if (state.toolInput) entry.afterToolInput = true;
    if (data.method === 'ui/notifications/tool-input') state.toolInput = true;
    if (data.method === undefined && pending.has(data.id)) {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      entry.inReplyTo = waiting.method;
      record(entry);
      waiting.resolve(data);
      return;
    }
    record(entry);
    received.push(data);
    for (const waiter of [...waiters]) if (waiter.method === data.method) { waiters.splice(waiters.indexOf(waiter), 1); waiter.resolve(true); }
    if (data.method !== undefined && data.id !== undefined) {
      // A request from the host: teardown and ping are answered with an empty result, anything else is not known.
      const known = data.method === 'ui/resource-teardown' || data.method === 'ping';
      send(known ? { jsonrpc: '2.0', id: data.id, result: {} } : { jsonrpc: '2.0', id: data.id, error: { code: -32601, message: 'Method not found: ' + data.method } });
    }
  });
  const depth = () => {
    let n = 0;
    for (let w = window; w !== w.parent; w = w.parent) n += 1;
    return n;
  };
  const checkFetch = async (url) => {
    try {
      const response = await fetch(url, { cache: 'no-store' });
      return { from: 'probe', check: 'fetch', url, allowed: true, status: response.status };
    } catch (error) {
      return { from: 'probe', check: 'fetch', url, allowed: false, error: String(error && error.message || error) };
    }
  };
  const checkPermission = (feature) => {
    const policy = document.permissionsPolicy || document.featurePolicy;
    const allowed = policy ? policy.allowsFeature(feature) : null;
    return { from: 'probe', check: 'permission', feature, allowed, policy: policy ? 'available' : 'unavailable' };
  };
  let startSize = { width: window.innerWidth, height: window.innerHeight };
  const sizeReached = async (reached) => {
    const deadline = Date.now() + 5000;
    while (!reached(window.innerWidth, window.innerHeight) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  };
  const run = async (action) => {
    if (action.request) await request(action.request, action.params);
    else if (action.notify) notify(action.notify, action.params);
    else if (action.waitFor) await waitFor(action.waitFor);
    else if (action.wait) await new Promise((r) => setTimeout(r, Math.min(Number(action.wait) || 0, 10000)));
    else if (action.fetch) await record(await checkFetch(action.fetch));
    else if (action.permission) await record(checkPermission(action.permission));
    else if (action.size) {
      if (action.size === 'changed') await sizeReached((w, h) => w !== startSize.width || h !== startSize.height);
      else if (typeof action.size === 'object') {
        const want = action.size;
        await sizeReached((w, h) => (want.height === undefined || h === want.height) && (want.width === undefined || w === want.width));
      }
      await record({ from: 'probe', check: 'size', width: window.innerWidth, height: window.innerHeight });
    }
    else await record({ from: 'probe', event: 'unknown-action', action });
  };
  (async () => {
    const ancestorOrigins = location.ancestorOrigins ? [...location.ancestorOrigins] : null;
    await record({ from: 'probe', event: 'loaded', origin: self.origin, ancestorOrigins, depth: depth() });
    mark('loaded');
    const answer = await request('ui/initialize', {
      protocolVersion: '2026-01-26',
      appInfo: { name: 'wirecase-probe-view', version: '1.0.0' },
      appCapabilities: { availableDisplayModes: ['inline', 'fullscreen'] },
    });
    if (answer && answer.result) {
      state.initialized = true;
      notify('ui/notifications/initialized', {});
    }
    mark('initialized');
    startSize = { width: window.innerWidth, height: window.innerHeight };
    for (const action of Array.isArray(CONFIG.script) ? CONFIG.script : []) await run(action);
    await Promise.all([...inFlight]);
    await record({ from: 'probe', event: 'done' });
    mark('done');
  })();
})();
</script></body></html>
`;
}
