import { resources } from './generated/resources.js';

/**
 * The probe View (`resources/view.html`): a small MCP App that records, at the probe server, every message its host sends
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

/** Where the page (`resources/view.html`) takes its config: a JavaScript null until it is served. */
const CONFIG_SLOT = '/* config */ null';

export function viewHtml(config: ViewConfig): string {
  return resources['view.html'].replace(CONFIG_SLOT, () => scriptJson(config));
}
