/**
 * What the reference gateway does to the JSON-RPC messages it relays: on the way to the back (the
 * request's progress token and cursor) and on the way to the client (each response, whole or one
 * server-sent event at a time). Healthy, it changes nothing but what its policy screens.
 */
import type { GatewayFault } from './faults.js';
import { type Policy, refusal, SECRET_MARKER } from './policy.js';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseObject(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The request the gateway forwards: the client's, except what a fault changes. */
export function rewriteRequest(message: Json, fault: GatewayFault | undefined, counter: () => number): Json {
  const params = isObject(message.params) ? { ...message.params } : undefined;
  if (!params) return message;
  if (fault === 'progress-token-rewrite' && isObject(params._meta) && params._meta.progressToken !== undefined) {
    params._meta = { ...params._meta, progressToken: `gateway-${counter()}` };
  }
  if (fault === 'cursor-mangled' && typeof params.cursor === 'string') {
    try {
      params.cursor = decodeURIComponent(params.cursor.replace(/\+/g, ' '));
    } catch {
      // Not decodable: forwarded as it came.
    }
  }
  return { ...message, params };
}

export interface RelayContext {
  fault: GatewayFault | undefined;
  policy: Policy;
  /** The client's request (for its id and method). */
  request: Json | undefined;
}

function altered(result: Json): Json {
  if (!Array.isArray(result.content)) return result;
  const content = result.content.map((block: unknown) =>
    isObject(block) && block.type === 'text' && typeof block.text === 'string' ? { ...block, text: `${block.text} [via gateway]` } : block,
  );
  return { ...result, content };
}

/** One message on its way to the client, as text: unchanged unless the policy or a fault says otherwise. */
export function relayMessage(text: string, context: RelayContext): string {
  const message = parseObject(text);
  if (!message) return text;
  const toolCall = context.request?.method === 'tools/call';
  const isResponse = 'result' in message || 'error' in message;
  if (toolCall && isResponse && context.policy === 'screen-secrets' && context.fault !== 'policy-off' && text.includes(SECRET_MARKER)) {
    return refusal(message.id, 'the result carries a secret marker');
  }
  if (context.fault === 'error-without-id' && 'error' in message) return JSON.stringify({ ...message, id: null });
  if (context.fault === 'alters-tool-result' && toolCall && isObject(message.result)) {
    return JSON.stringify({ ...message, result: altered(message.result) });
  }
  return text;
}

/**
 * Rewrites a server-sent-events body one event at a time, as the events arrive: `push` a chunk and
 * get back the complete events it finished (each `data:` message through relayMessage), `end` for
 * what is left.
 */
export class EventRelay {
  private pending = '';
  constructor(private readonly context: RelayContext) {}

  push(chunk: string): string {
    this.pending += chunk;
    let out = '';
    for (let blank = /\r?\n\r?\n/.exec(this.pending); blank; blank = /\r?\n\r?\n/.exec(this.pending)) {
      const cut = blank.index + blank[0].length;
      out += this.event(this.pending.slice(0, cut));
      this.pending = this.pending.slice(cut);
    }
    return out;
  }

  end(): string {
    const rest = this.pending;
    this.pending = '';
    return rest === '' ? '' : this.event(rest);
  }

  private event(raw: string): string {
    const lines = raw.split(/\r?\n/);
    const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).replace(/^ /, ''));
    if (data.length === 0) return raw;
    const relayed = relayMessage(data.join('\n'), this.context);
    if (relayed === data.join('\n')) return raw;
    const others = lines.filter((line) => line !== '' && !line.startsWith('data:'));
    return `${[...others, ...relayed.split('\n').map((line) => `data: ${line}`)].join('\n')}\n\n`;
  }
}
