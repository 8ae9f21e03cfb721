// A third-party MCP Apps host for the host-role suite: a plain React page that embeds the published
// @mcp-ui/client AppRenderer the way its "Client SDK Walkthrough" does (an MCP SDK Client over
// Streamable HTTP with UI_EXTENSION_CAPABILITIES, the tool called by the page, AppRenderer given the
// client, the tool's name, its input and result, and the documented sandbox proxy). Not ours: the
// suite judges AppRenderer through it, so the glue does only what docs/host-testing.md's URL asks
// and only where AppRenderer has a prop or handle for it. No open-link / message / call-tool
// handlers are passed: AppRenderer's own defaults answer the View. Bundled by esbuild when the host
// starts (host-server.ts); runs in the browser.
//
//   server    the MCP endpoint, connected to directly (StreamableHTTPClientTransport)
//   tool      the tool to call (default probe_view); args: its arguments as JSON
//   cancel    ms after the call starts at which the user cancels it: the call's AbortSignal, and
//             AppRenderer's `toolCancelled` prop
//   teardown  ms after the result at which the user closes the View: the handle's teardownResource(),
//             then AppRenderer is unmounted
//   theme     a theme the page switches to once the result is in: AppRenderer's `hostContext` prop

import { AppRenderer, UI_EXTENSION_CAPABILITIES } from '@mcp-ui/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createElement as h, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { event, status } from '../../host-page/page-log.js';

const query = new URL(location.href).searchParams;
const server = query.get('server');
const toolName = query.get('tool') || 'probe_view';
const toolArgs = JSON.parse(query.get('args') || '{}');
const cancelAfter = Number(query.get('cancel') || 0);
const teardownAfter = Number(query.get('teardown') || 0);
const theme = query.get('theme');
// The sandbox proxy on another origin: the same server, named localhost instead of 127.0.0.1.
const sandboxUrl = new URL(`${location.protocol}//localhost:${location.port}/sandbox_proxy.html`);


function ToolUI({ client }) {
  const [toolResult, setToolResult] = useState(undefined);
  const [toolCancelled, setToolCancelled] = useState(false);
  const [hostContext, setHostContext] = useState({ theme: 'light' });
  const [open, setOpen] = useState(true);
  const appRef = useRef(null);

  // The tool call, as the walkthrough's ToolUI makes it; the user may cancel it.
  useEffect(() => {
    const controller = new AbortController();
    event('call');
    const timer = cancelAfter
      ? setTimeout(() => {
          event('cancelled');
          controller.abort('user cancelled');
          setToolCancelled(true);
        }, cancelAfter)
      : undefined;
    client
      .callTool({ name: toolName, arguments: toolArgs }, undefined, { signal: controller.signal })
      .then((result) => {
        clearTimeout(timer);
        event('result');
        setToolResult(result);
        status('result');
        if (theme) {
          event('theme', theme);
          setHostContext({ theme });
        }
        if (teardownAfter) {
          setTimeout(() => {
            event('teardown');
            appRef.current?.teardownResource();
            setOpen(false);
            status('torn-down');
          }, teardownAfter);
        }
      })
      .catch((error) => {
        event('call-failed', String(error?.message ?? error));
        if (!controller.signal.aborted) status(`error: ${error?.message ?? error}`);
      });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client]);

  if (!open) return null;
  return h(AppRenderer, {
    ref: appRef,
    client,
    toolName,
    sandbox: { url: sandboxUrl },
    toolInput: toolArgs,
    toolResult,
    toolCancelled,
    hostContext,
    onError: (error) => event('error', String(error?.message ?? error)),
  });
}

async function main() {
  if (!server) return status('no server: open this page with ?server=<MCP endpoint URL>');
  status('connecting');
  const client = new Client({ name: 'wirecase-mcp-ui-host', version: '1.0.0' }, { capabilities: { extensions: UI_EXTENSION_CAPABILITIES } });
  await client.connect(new StreamableHTTPClientTransport(new URL(server)));
  status('connected');
  createRoot(document.getElementById('container')).render(h(ToolUI, { client }));
}

main().catch((error) => {
  status(`error: ${error.message}`);
  console.error(error);
});
