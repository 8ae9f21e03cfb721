// The reference MCP Apps host: a web page on the official host SDK (@modelcontextprotocol/ext-apps
// app-bridge), with the double-iframe sandbox proxy a web host must use. Bundled by esbuild when the
// host starts (host-server.ts); runs in the browser.
//
// The page is told what to do by its query string:
//   server    the MCP endpoint (Streamable HTTP) to connect to, through the host's /mcp-proxy
//   tool      the tool to call (default probe_view); args: its arguments as JSON
//   cancel    ms after which the user "cancels" the tool call
//   teardown  ms after the View initialized at which the host tears the View down
//   theme     a theme the host switches to once the tool result is sent (host-context-changed)
// The fault in effect comes from the page's path, /fault/<name>/ (one running host serves every
// fault: the suite test gives each run its own host_url), else from /config (HOST_FAULT at host start).

import {
  AppBridge,
  buildAllowAttribute,
  getToolUiResourceUri,
  isToolVisibilityAppOnly,
  PostMessageTransport,
} from '@modelcontextprotocol/ext-apps/app-bridge';
import { event, status } from '../../host-page/page-log.js';

const query = new URL(location.href).searchParams;
const faultInPath = /^\/fault\/([^/]+)\/$/.exec(location.pathname)?.[1];
const fault = faultInPath !== undefined ? decodeURIComponent(faultInPath) : ((await (await fetch('/config')).json()).fault ?? '');
const server = query.get('server');
const toolName = query.get('tool') || 'probe_view';
const toolArgs = JSON.parse(query.get('args') || '{}');

// --- the MCP client side: raw JSON-RPC through the host's backend (2025-11-25, the Apps extension declared)
let nextId = 1;
let session;
async function mcp(method, params, notification = false) {
  const message = notification ? { jsonrpc: '2.0', method, params } : { jsonrpc: '2.0', id: nextId++, method, params };
  const response = await fetch(`/mcp-proxy?server=${encodeURIComponent(server)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { 'x-mcp-session-id': session } : {}) },
    body: JSON.stringify(message),
  });
  session = response.headers.get('x-mcp-session-id') || session;
  if (notification) return undefined;
  const body = await response.json();
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data });
  return body.result;
}

/** The View's document with its CSP (SEP-1865, Content Security Policy Enforcement) as a meta element. */
function withCsp(html, csp) {
  const list = (domains) => (domains ?? []).join(' ');
  const policy = [
    "default-src 'none'",
    `script-src 'self' 'unsafe-inline' ${list(csp?.resourceDomains)}`,
    `style-src 'self' 'unsafe-inline' ${list(csp?.resourceDomains)}`,
    `connect-src 'self' ${list(csp?.connectDomains)}`,
    `img-src 'self' data: ${list(csp?.resourceDomains)}`,
    `font-src 'self' ${list(csp?.resourceDomains)}`,
    `media-src 'self' data: ${list(csp?.resourceDomains)}`,
    `frame-src ${list(csp?.frameDomains) || "'none'"}`,
    "object-src 'none'",
    `base-uri ${list(csp?.baseUriDomains) || "'self'"}`,
  ].join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + meta) : meta + html;
}

const MODES = ['inline', 'fullscreen'];
const STYLE_VARIABLES = fault === 'nonstandard-variable-names'
  ? { '--background': '#ffffff', '--text': '#171717' }
  : {
      '--color-background-primary': 'light-dark(#ffffff, #171717)',
      '--color-text-primary': 'light-dark(#171717, #fafafa)',
      '--font-sans': '"Probe Sans", sans-serif',
      '--border-radius-sm': '4px',
    };
const FONTS = fault === 'fonts-not-css'
  ? 'Probe Sans, regular and medium'
  : '@font-face { font-family: "Probe Sans"; src: url("/fonts/probe-sans.woff2") format("woff2"); font-weight: 400; }';
const WIDTH = 400;
const MAX_HEIGHT = 600;

async function main() {
  if (!server) return status('no server: open this page with ?server=<MCP endpoint URL>');
  status('connecting');
  await mcp('initialize', {
    protocolVersion: '2025-11-25',
    capabilities: { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } },
    clientInfo: { name: 'wirecase-reference-host', version: '1.0.0' },
  });
  await mcp('notifications/initialized', {}, true);
  const { tools } = await mcp('tools/list', {});

  // The agent's tool list: app-only tools are not the model's (fault: they are).
  const modelTools = fault === 'model-sees-app-only' ? tools : tools.filter((t) => !isToolVisibilityAppOnly(t));
  const list = document.getElementById('model-tools');
  for (const t of modelTools) {
    const li = document.createElement('li');
    li.dataset.tool = t.name;
    li.textContent = t.name;
    list.append(li);
  }
  list.dataset.ready = '';

  const tool = tools.find((t) => t.name === toolName);
  if (!tool) return status(`no tool ${toolName}`);
  const uri = getToolUiResourceUri(tool);
  if (!uri) return status(`tool ${toolName} has no UI`);
  const read = await mcp('resources/read', { uri });
  const content = read.contents[0];
  const html = content.text ?? atob(content.blob);
  const ui = content._meta?.ui ?? {};
  const permissions = fault === 'grant-undeclared-permissions' ? { camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} } : ui.permissions;

  // The sandbox proxy: another origin (localhost instead of 127.0.0.1), allow-scripts and allow-same-origin.
  const frame = document.createElement('iframe');
  frame.id = 'view-frame';
  const single = fault === 'no-sandbox-proxy';
  // (Fault: without the proxy the View's frame gets an opaque origin, so only sbox-01's rule is broken.)
  frame.setAttribute('sandbox', single ? 'allow-scripts' : 'allow-scripts allow-same-origin allow-forms');
  const allow = buildAllowAttribute(permissions);
  if (allow) frame.setAttribute('allow', allow);
  frame.style.cssText = `border:0;display:block;width:${WIDTH}px;height:150px`;
  // Fault: the View straight in the host's frame (CSP still applied), no proxy, no second origin.
  if (single) frame.srcdoc = withCsp(html, ui.csp);
  else frame.src = `${location.protocol}//localhost:${location.port}/sandbox.html?fault=${encodeURIComponent(fault)}`;
  document.getElementById('container').append(frame);

  const hostContext = {
    toolInfo: { id: 'call-1', tool },
    theme: 'light',
    styles: { variables: STYLE_VARIABLES, css: { fonts: FONTS } },
    displayMode: 'inline',
    availableDisplayModes: MODES,
    containerDimensions:
      fault === 'container-dimensions-both' ? { width: WIDTH, maxWidth: WIDTH, maxHeight: MAX_HEIGHT } : { width: WIDTH, maxHeight: MAX_HEIGHT },
    locale: 'en-US',
    platform: 'web',
  };
  const capabilities = { openLinks: {}, serverTools: {}, serverResources: {}, logging: {}, updateModelContext: {}, message: {}, sandbox: { permissions: permissions ?? {}, csp: ui.csp ?? {} } };
  const bridge = new AppBridge(null, { name: 'wirecase-reference-host', version: '1.0.0' }, capabilities, { hostContext });

  let displayMode = 'inline';
  bridge.onopenlink = async ({ url }) => {
    event('open-link', url);
    if (fault === 'open-link-wrong-error') throw Object.assign(new Error('Link opening denied'), { code: -32603 });
    return {};
  };
  bridge.onmessage = async (params) => {
    event('message', params.role);
    if (fault === 'message-not-handled') throw Object.assign(new Error('Method not found: ui/message'), { code: -32601 });
    return {};
  };
  bridge.onupdatemodelcontext = async () => {
    event('model-context');
    if (fault === 'model-context-rejected') throw Object.assign(new Error('Method not found: ui/update-model-context'), { code: -32601 });
    return {};
  };
  bridge.onrequestdisplaymode = async ({ mode }) => {
    const appModes = bridge.getAppCapabilities()?.availableDisplayModes;
    const allowed = MODES.includes(mode) && (!appModes || appModes.includes(mode));
    if (allowed || fault === 'switch-to-undeclared-mode') displayMode = mode;
    event('display-mode', displayMode);
    return fault === 'display-mode-no-mode' ? {} : { mode: displayMode };
  };
  bridge.onsizechange = ({ width, height }) => {
    event('size-changed', { width, height });
    if (fault === 'size-change-ignored') return;
    // Width is fixed (containerDimensions.width); height is flexible up to maxHeight.
    if (height != null) frame.style.height = `${fault === 'size-exceeds-max' ? height : Math.min(height, MAX_HEIGHT)}px`;
  };
  bridge.oncalltool = async (params) => {
    const target = tools.find((t) => t.name === params.name);
    const visibility = target?._meta?.ui?.visibility ?? ['model', 'app'];
    if (!target || (!visibility.includes('app') && fault !== 'app-calls-model-only')) {
      throw Object.assign(new Error(`Tool ${params.name} is not callable from an app`), { code: -32602 });
    }
    if (fault === 'app-tool-call-not-proxied') return { content: [{ type: 'text', text: 'answered by the host' }], isError: true };
    return mcp('tools/call', params);
  };
  bridge.onreadresource = async (params) => mcp('resources/read', params);
  bridge.onloggingmessage = (params) => event('log', params.level);

  let initialized;
  const viewInitialized = new Promise((resolve) => {
    initialized = resolve;
  });
  bridge.oninitialized = () => {
    event('initialized');
    initialized();
  };
  bridge.onsandboxready = () => {
    event('sandbox-proxy-ready');
    void bridge.sendSandboxResourceReady({ html, csp: ui.csp, permissions });
  };

  // Register listeners before the frame loads, so sandbox-proxy-ready is not missed.
  await bridge.connect(new PostMessageTransport(frame.contentWindow, frame.contentWindow));
  status('view-loading');

  // The tool call runs while the View loads.
  const cancelAfter = Number(query.get('cancel') || 0);
  let cancelled = false;
  const callId = nextId;
  const call = mcp('tools/call', { name: toolName, arguments: toolArgs });
  if (cancelAfter) {
    setTimeout(async () => {
      cancelled = true;
      event('cancelled');
      await mcp('notifications/cancelled', { requestId: callId, reason: 'user cancelled' }, true);
      await viewInitialized;
      if (fault !== 'no-tool-cancelled') await bridge.sendToolCancelled({ reason: 'user cancelled' });
    }, cancelAfter);
  }

  await viewInitialized;
  status('view-initialized');
  // Streaming arguments: one partial before the complete input (MAY); never after it (fault: once after).
  if (fault !== 'partial-after-input') await bridge.sendToolInputPartial({ arguments: {} });
  if (fault !== 'no-tool-input') await bridge.sendToolInput({ arguments: toolArgs });
  if (fault === 'partial-after-input') await bridge.sendToolInputPartial({ arguments: {} });

  let result;
  try {
    result = await call;
  } catch (error) {
    result = { content: [{ type: 'text', text: String(error.message) }], isError: true };
  }
  if (!cancelled && fault !== 'no-tool-result') await bridge.sendToolResult(result);
  status(cancelled ? 'cancelled' : 'result-sent');

  const theme = query.get('theme');
  if (theme) {
    // The fault sends the change without the theme it was asked for: a stale context.
    const sent = fault === 'host-context-change-stale' ? (theme === 'dark' ? 'light' : 'dark') : theme;
    bridge.sendHostContextChange({ theme: sent });
    event('theme', sent);
  }

  const teardownAfter = Number(query.get('teardown') || 0);
  if (teardownAfter) {
    setTimeout(async () => {
      if (fault !== 'teardown-without-request') {
        try {
          await bridge.teardownResource({ reason: 'host closed the view' }, { timeout: 3000 });
          event('teardown-answered');
        } catch (error) {
          event('teardown-failed', String(error.message));
        }
      }
      frame.remove();
      status('torn-down');
    }, teardownAfter);
  }
}

main().catch((error) => {
  status(`error: ${error.message}`);
  console.error(error);
});
