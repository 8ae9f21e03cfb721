// Fault switches of the reference MCP Apps host (HOST_FAULT=name). Each breaks one host rule of SEP-1865;
// `ids` are the test IDs of scenarios/mcp-apps/host that it makes fail (or, for a rule at SHOULD or
// MAY level, end in a warning). test/suites/mcp-apps-host-suite.test.ts proves each list exact.

export interface HostFault {
  name: string;
  /** What the host does wrong. */
  breaks: string;
  /** The test IDs that fail with it. */
  ids: readonly string[];
  /** The test IDs that end in a warning instead (a SHOULD or MAY broken). */
  warns?: readonly string[];
}

export const HOST_FAULTS: readonly HostFault[] = [
  { name: 'model-sees-app-only', breaks: 'the agent tool list keeps tools whose visibility lacks "model"', ids: ['mcp-apps-tool-04'] },
  { name: 'app-calls-model-only', breaks: "a View's tools/call of a model-only tool is forwarded", ids: ['mcp-apps-tool-05'] },
  { name: 'no-tool-input', breaks: 'ui/notifications/tool-input is never sent', ids: ['mcp-apps-life-01'] },
  { name: 'partial-after-input', breaks: 'a tool-input-partial is sent after the complete tool-input', ids: ['mcp-apps-life-02'] },
  { name: 'no-tool-result', breaks: 'ui/notifications/tool-result is never sent', ids: ['mcp-apps-life-03'] },
  { name: 'no-tool-cancelled', breaks: 'a cancelled tool call is not notified to the View', ids: ['mcp-apps-life-04'] },
  { name: 'teardown-without-request', breaks: 'the View is removed without ui/resource-teardown', ids: ['mcp-apps-life-05'] },
  { name: 'size-change-ignored', breaks: 'ui/notifications/size-changed does not resize the flexible height', ids: ['mcp-apps-life-06'] },
  // Not sending host-context-changed at all is allowed (a MAY): life-07 is then not applicable.
  { name: 'host-context-change-stale', breaks: 'a theme change is notified with the old theme (host-context-changed)', ids: [], warns: ['mcp-apps-life-07'] },
  { name: 'nonstandard-variable-names', breaks: 'styles.variables uses names outside McpUiStyleVariableKey', ids: ['mcp-apps-ctx-01'] },
  { name: 'switch-to-undeclared-mode', breaks: 'the View is switched to a display mode it did not declare', ids: ['mcp-apps-ctx-02'] },
  { name: 'display-mode-no-mode', breaks: 'ui/request-display-mode is answered without the resulting mode', ids: ['mcp-apps-ctx-03'] },
  { name: 'container-dimensions-both', breaks: 'containerDimensions gives both width and maxWidth', ids: ['mcp-apps-ctx-04'] },
  { name: 'size-exceeds-max', breaks: 'a size-changed height beyond maxHeight is applied', ids: ['mcp-apps-ctx-05'] },
  { name: 'fonts-not-css', breaks: 'styles.css.fonts holds no @font-face or @import', ids: ['mcp-apps-ctx-06'] },
  { name: 'open-link-wrong-error', breaks: 'ui/open-link is refused with another code than -32000', ids: ['mcp-apps-req-01'] },
  { name: 'message-not-handled', breaks: 'ui/message is answered "method not found"', ids: ['mcp-apps-req-02'] },
  { name: 'model-context-rejected', breaks: 'ui/update-model-context is answered "method not found"', ids: ['mcp-apps-req-03'] },
  { name: 'app-tool-call-not-proxied', breaks: "a View's tools/call is answered by the host, not the server", ids: ['mcp-apps-req-04'] },
  { name: 'no-sandbox-proxy', breaks: 'the View is loaded straight into the host page (no proxy on another origin)', ids: ['mcp-apps-sbox-01'] },
  { name: 'csp-not-enforced', breaks: 'the proxy loads the View without the CSP built from ui.csp', ids: ['mcp-apps-sbox-02'] },
  { name: 'grant-undeclared-permissions', breaks: 'camera, microphone and geolocation are allowed though not declared', ids: ['mcp-apps-sbox-03'] },
];

export class UnknownHostFaultError extends Error {
  constructor(name: string) {
    super(`unknown host fault "${name}"; known: ${HOST_FAULTS.map((f) => f.name).join(', ')}`);
  }
}

/** The fault's name, undefined for none, or UnknownHostFaultError. */
export function resolveHostFault(name: string | undefined): string | undefined {
  if (name === undefined || name === '' || name === 'none') return undefined;
  if (!HOST_FAULTS.some((f) => f.name === name)) throw new UnknownHostFaultError(name);
  return name;
}
