/**
 * The fault switch: named ways to break the scripted server on purpose, one
 * behaviour each, so a suite written against it can be shown to fail when
 * the server is wrong (a suite that cannot fail proves nothing).
 *
 * Not to be confused with the fault *options* of a tools/call (`delay`,
 * `drop`, ...): those are behaviours the server promises; a server fault
 * breaks one of those promises.
 *
 * Chosen with `startScriptedServer({ fault })`, else from the environment
 * variable WIRECASE_SCRIPTED_FAULT (empty: none). An unknown name is refused.
 */

/** The environment variable that picks a fault when the option is not given. */
export const FAULT_ENV = 'WIRECASE_SCRIPTED_FAULT';

/** Every server fault, with the one behaviour it breaks. */
export const SERVER_FAULTS = {
  'no-session-id': 'initialize answers without the Mcp-Session-Id header',
  'notification-answered': 'a notification gets 200 with a JSON body instead of 202 with an empty body',
  'wrong-error-code': 'an unknown method gets -32600 (Invalid Request) instead of -32601 (Method not found)',
  'image-as-text': 'the image shape sends a text block (the base64 data as text) instead of an image block',
  'events-without-progress': 'the events shape sends no progress notifications, even when the request carries a progressToken',
  'byte-bound-off-by-one': 'exactly MaxResultBytes (1 MiB) of text is refused: the bound is checked with >= instead of >',
  'delay-ignored': 'the delay option is ignored: the answer comes at once',
  'chunks-ignored': 'the chunks option is ignored: the body comes whole, with a Content-Length',
  'log-not-recorded': 'tools/call requests are not recorded in the request log (other methods still are)',
  'partitions-shared': 'every partition shares one request log: partitions no longer isolate each other',
} as const;

export type ServerFault = keyof typeof SERVER_FAULTS;

export const SERVER_FAULT_NAMES = Object.keys(SERVER_FAULTS) as ServerFault[];

/** Bad fault name: `wirecase serve` prints it as a diagnostic and exits 2. */
export class UnknownServerFaultError extends Error {
  constructor(
    readonly faultName: string,
    readonly source: 'option' | 'environment',
  ) {
    const where = source === 'environment' ? ` (from the environment variable ${FAULT_ENV})` : '';
    super(`unknown scripted-server fault "${faultName}"${where}; known faults: ${SERVER_FAULT_NAMES.join(', ')}`);
    this.name = 'UnknownServerFaultError';
  }
}

/**
 * The fault to run with: the option when given (`""` meaning none, whatever
 * the environment says), else the environment variable (unset or empty: none).
 * Returns undefined for none; throws UnknownServerFaultError for a bad name.
 */
export function resolveServerFault(option: string | undefined, env: NodeJS.ProcessEnv = process.env): ServerFault | undefined {
  const fromOption = option !== undefined;
  const name = (fromOption ? option : env[FAULT_ENV]) ?? '';
  if (name === '') return undefined;
  if (!Object.hasOwn(SERVER_FAULTS, name)) {
    throw new UnknownServerFaultError(name, fromOption ? 'option' : 'environment');
  }
  return name as ServerFault;
}
