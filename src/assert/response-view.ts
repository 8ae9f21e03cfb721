import type { ReceivedResponse } from '../model/exchange.js';
import { headerValues, parseJsonBody, type ParsedJson } from '../http/content.js';

/** A response with its text and JSON worked out once, however many assertions read them. */
export class ResponseView {
  private textCache?: string;
  private jsonCache?: ParsedJson;

  constructor(readonly response: ReceivedResponse) {}

  get status(): number {
    return this.response.status;
  }

  get text(): string {
    return (this.textCache ??= Buffer.from(this.response.body).toString('utf8'));
  }

  get json(): ParsedJson {
    return (this.jsonCache ??= parseJsonBody(this.response.body));
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
