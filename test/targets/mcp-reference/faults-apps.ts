// Faults that break one MCP Apps (io.modelcontextprotocol/ui, SEP-1865) rule each: a rewrite of
// one method's JSON answer around the SDK handler, or one switch of the Apps view (ui-view.ts).
// Both eras go through them (the legacy session leg answers JSON).
import { UI_EXTENSION } from './constants.js';
import type { FaultDefinition } from './fault-types.js';
import { errorOf, isObject, type Json, peekRpc, resultOf, rewriteJson } from './http-json.js';

/** Fault that edits the JSON answer to the given methods. */
const onMethod =
  (methods: string[], edit: (body: Json) => void): FaultDefinition['wrapMcp'] =>
  (next) =>
  async (req, auth) => {
    const rpc = await peekRpc(req);
    const response = await next(req, auth);
    return typeof rpc?.method === 'string' && methods.includes(rpc.method) ? rewriteJson(response, (body) => void edit(body)) : response;
  };

/** Each content item of a resources/read result whose uri is ui://. */
function uiContents(body: Json): Json[] {
  const contents = resultOf(body)?.contents;
  return Array.isArray(contents) ? contents.filter((c): c is Json => isObject(c) && typeof c.uri === 'string' && c.uri.startsWith('ui://')) : [];
}

const uiMetaOf = (item: Json): Json | undefined => (isObject(item._meta) && isObject(item._meta.ui) ? item._meta.ui : undefined);

export const APPS_FAULTS: FaultDefinition[] = [
  {
    name: 'ui-extension-not-advertised',
    rule: 'The server advertises extensions["io.modelcontextprotocol/ui"] (server/discover, initialize)',
    row: 'MCP Apps: Client<>Server Capability Negotiation',
    wrapMcp: onMethod(['server/discover', 'initialize'], (body) => {
      const caps = resultOf(body)?.capabilities;
      if (isObject(caps) && isObject(caps.extensions)) delete caps.extensions[UI_EXTENSION];
    }),
  },
  {
    name: 'ui-wrong-mime-type',
    rule: 'resources/read of a ui:// resource answers mimeType text/html;profile=mcp-app',
    row: 'MCP Apps: UI Resource Format, Content Requirements',
    wrapMcp: onMethod(['resources/read'], (body) => uiContents(body).forEach((c) => void (c.mimeType = 'text/html'))),
  },
  {
    name: 'ui-csp-domains-string',
    rule: '_meta.ui.csp domain lists are string arrays',
    row: 'MCP Apps: UIResourceMeta.csp',
    wrapMcp: onMethod(['resources/read'], (body) => {
      for (const c of uiContents(body)) {
        const csp = uiMetaOf(c)?.csp;
        if (!isObject(csp)) continue;
        for (const [key, value] of Object.entries(csp)) if (Array.isArray(value)) csp[key] = value.join(' ');
      }
    }),
  },
  {
    name: 'ui-permissions-booleans',
    rule: '_meta.ui.permissions entries are objects',
    row: 'MCP Apps: UIResourceMeta.permissions',
    wrapMcp: onMethod(['resources/read'], (body) => {
      for (const c of uiContents(body)) {
        const permissions = uiMetaOf(c)?.permissions;
        if (isObject(permissions)) for (const key of Object.keys(permissions)) permissions[key] = true;
      }
    }),
  },
  {
    name: 'ui-resource-uri-not-ui-scheme',
    rule: 'Tool _meta.ui.resourceUri uses the ui:// scheme',
    row: 'MCP Apps: Resource Discovery (UI resources MUST use ui://)',
    wrapMcp: onMethod(['tools/list'], (body) => {
      const tools = resultOf(body)?.tools;
      if (!Array.isArray(tools)) return;
      const rewrite = (uri: unknown) => (typeof uri === 'string' ? uri.replace(/^ui:\/\//, 'https://') : uri);
      for (const tool of tools) {
        if (!isObject(tool) || !isObject(tool._meta)) continue;
        const ui = tool._meta.ui;
        if (isObject(ui) && 'resourceUri' in ui) ui.resourceUri = rewrite(ui.resourceUri);
        if ('ui/resourceUri' in tool._meta) tool._meta['ui/resourceUri'] = rewrite(tool._meta['ui/resourceUri']);
      }
    }),
  },
  {
    name: 'ui-meta-leaked',
    rule: 'Clients that did not declare the extension (or its mime type) get tools without _meta.ui',
    row: 'MCP Apps: text-only fallback (extension negotiation: revert to core behaviour)',
    apps: { leakUiMeta: true },
  },
  {
    name: 'ui-resources-listed-to-all',
    rule: 'ui:// resources are listed only to clients that declared the extension',
    row: 'MCP Apps: UI resources in resources/list only when supported',
    apps: { listUiResourcesToAll: true },
  },
  {
    name: 'ui-visibility-unfiltered',
    rule: 'tools/list carries only the visibility values "model" and "app"',
    row: 'MCP Apps: Visibility (invalid values filtered)',
    apps: { keepInvalidVisibility: true },
  },
  {
    name: 'ui-not-found-wrong-code',
    rule: 'An unknown resource answers -32602 (2026-07-28) / -32002 (2025-11-25)',
    row: 'MCP Apps: Resource Not Found',
    wrapMcp: onMethod(['resources/read'], (body) => {
      const error = errorOf(body);
      if (error && (error.code === -32602 || error.code === -32002)) error.code = -32603;
    }),
  },
  {
    name: 'ui-app-only-listed-to-all',
    rule: 'App-only tools are left out of tools/list for clients that did not declare the extension',
    row: 'MCP Apps: Server Behavior (check client capabilities before registering UI-enabled tools)',
    apps: { listAppOnlyToAll: true },
  },
];
