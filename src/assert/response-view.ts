import { contentType, headerValues, invalidUtf8Offset, overMaxBodySize, type ParsedJson, parseJsonText } from '../http/content.js';
import { decodeSse, isEventStream, type SseEvent } from '../http/sse.js';
import { findResponse } from '../mcp/jsonrpc.js';
import type { ReceivedResponse } from '../model/exchange.js';
import { parseJson } from '../source/json-text.js';

export interface ViewOptions {
  /** The JSON-RPC id of the request, when the step was an `rpc` call. */
  rpcId?: string | number;
  /** A document that replaces the body for JSON checks (a paginated call's merged pages). */
  document?: unknown;
}

/**
 * A response with what assertions read worked out once: its text, its events when it is an event
 * stream, and the JSON document `expect.json` addresses — the body, or the JSON-RPC response found in
 * the stream.
 */
export class ResponseView {
  private textCache?: string;
  private jsonCache?: ParsedJson;
  private eventsCache?: SseEvent[] | null;

  constructor(
    readonly response: ReceivedResponse,
    private readonly options: ViewOptions = {},
  ) {}

  get status(): number {
    return this.response.status;
  }

  get text(): string {
    const body = this.response.body;
    // A view on the same bytes, not a copy: bodies can be megabytes.
    return (this.textCache ??= Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'));
  }

  /** Decoded events when the body is text/event-stream, otherwise undefined. */
  get events(): SseEvent[] | undefined {
    if (this.eventsCache === undefined) this.eventsCache = isEventStream(contentType(this.response)) ? decodeSse(this.response.body) : null;
    return this.eventsCache ?? undefined;
  }

  get json(): ParsedJson {
    return (this.jsonCache ??= this.document());
  }

  private document(): ParsedJson {
    if (this.options.document !== undefined) return { ok: true, value: this.options.document };
    // Said before any other verdict: a cut or undecodable body cannot be judged as JSON at all.
    const { cutAtBytes, body } = this.response;
    if (cutAtBytes !== undefined) return { ok: false, error: overMaxBodySize(cutAtBytes) };
    const invalidAt = invalidUtf8Offset(body);
    if (invalidAt >= 0)
      return {
        ok: false,
        error: `the body is not valid UTF-8 (byte ${invalidAt} of ${body.byteLength} is 0x${body[invalidAt]!.toString(16).padStart(2, '0')})`,
      };
    const events = this.events;
    if (!events) return parseJsonText(this.text);
    const found = findResponse(events, this.options.rpcId);
    if (found) return { ok: true, value: found.message };
    const tooDeep = events.map((e) => parseJson(e.data)).find((p) => !p.ok && p.error.startsWith('nested'));
    if (tooDeep && !tooDeep.ok) return { ok: false, error: `an event's data is ${tooDeep.error}` };
    const which = this.options.rpcId === undefined ? '' : ` with id ${JSON.stringify(this.options.rpcId)}`;
    return { ok: false, error: `the event stream (${events.length} event${events.length === 1 ? '' : 's'}) holds no JSON-RPC response${which}` };
  }

  header(name: string): string[] {
    return headerValues(this.response.headers, name);
  }

  /** Headers as an object for expressions: lower-case name → values joined with ", ". */
  headerObject(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of this.response.headers) {
      const key = name.toLowerCase();
      out[key] = key in out ? `${out[key]}, ${value}` : value;
    }
    return out;
  }
}
