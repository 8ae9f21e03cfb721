// Per-request MCP Apps negotiation: a client that declares io.modelcontextprotocol/ui with the
// HTML profile sees the UI surface; any other client gets the core-protocol fallback (versioning.mdx,
// Extension Negotiation: "revert to core protocol behavior").
import { UI_EXTENSION, UI_MIME_TYPE } from './constants.js';

type Json = Record<string, unknown>;

/** Switches the Apps fault layer flips (see faults-apps.ts); the normal path has none set. */
export interface AppsPolicy {
  /** Show _meta.ui / ui/resourceUri to clients that did not declare the extension. */
  leakUiMeta?: boolean;
  /** List visibility arrays as registered, invalid values included. */
  keepInvalidVisibility?: boolean;
  /** List ui:// resources to clients that did not declare the extension. */
  listUiResourcesToAll?: boolean;
  /** List app-only tools (visibility without "model") to clients that did not declare the extension. */
  listAppOnlyToAll?: boolean;
}

const VISIBILITY = new Set(['model', 'app']);
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when the request's clientCapabilities declare the Apps extension with the HTML profile. */
export function clientSupportsUi(clientCapabilities: unknown): boolean {
  if (!isObject(clientCapabilities) || !isObject(clientCapabilities.extensions)) return false;
  const ui = clientCapabilities.extensions[UI_EXTENSION];
  return isObject(ui) && Array.isArray(ui.mimeTypes) && ui.mimeTypes.includes(UI_MIME_TYPE);
}

/** The tool as this client should see it, or undefined when it must be hidden. */
export function toolForClient<T extends Json>(tool: T, ui: boolean, policy: AppsPolicy = {}): T | undefined {
  const meta = isObject(tool._meta) ? tool._meta : undefined;
  if (!meta) return tool;
  const uiMeta = isObject(meta.ui) ? meta.ui : undefined;
  const visibility = Array.isArray(uiMeta?.visibility) ? uiMeta.visibility : undefined;
  if (ui) return policy.keepInvalidVisibility ? tool : withValidVisibility(tool, meta, uiMeta, visibility);
  // App-only tools are useless without a UI host: hide them.
  if (visibility && !visibility.includes('model') && !policy.listAppOnlyToAll) return undefined;
  if (policy.leakUiMeta) return tool;
  const { ui: _ui, 'ui/resourceUri': _legacy, ...rest } = meta;
  const stripped: Json = { ...tool };
  if (Object.keys(rest).length > 0) stripped._meta = rest;
  else delete stripped._meta;
  return stripped as T;
}

/**
 * Visibility values other than "model" and "app" are dropped (SEP-1865 defines only those two);
 * when none is left the key goes, which means the default ["model", "app"].
 */
function withValidVisibility<T extends Json>(tool: T, meta: Json, uiMeta: Json | undefined, visibility: unknown[] | undefined): T {
  if (!uiMeta || !visibility || visibility.every((v) => typeof v === 'string' && VISIBILITY.has(v))) return tool;
  const valid = [...new Set(visibility.filter((v): v is string => typeof v === 'string' && VISIBILITY.has(v)))];
  const { visibility: _dropped, ...rest } = uiMeta;
  return { ...tool, _meta: { ...meta, ui: valid.length > 0 ? { ...rest, visibility: valid } : rest } };
}

/** ui:// resources are only listed to clients that can render them. */
export function resourceVisible(resource: Json, ui: boolean, policy: AppsPolicy = {}): boolean {
  return ui || policy.listUiResourcesToAll === true || typeof resource.uri !== 'string' || !resource.uri.startsWith('ui://');
}
