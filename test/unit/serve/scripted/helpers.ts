/**
 * Raw HTTP helpers for the scripted server tests (127.0.0.1 only).
 */

import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it arrived, one Buffer per socket read. */
  pieces: Buffer[];
  body: string;
  /** Set when the connection closed before the body was complete. */
  error: Error | undefined;
}

let nextId = 1;

export function call(name: string, args: Record<string, unknown> | undefined, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const params: Record<string, unknown> = { name, ...extra };
  if (args !== undefined) params.arguments = args;
  return { jsonrpc: '2.0', id: nextId++, method: 'tools/call', params };
}

export function rpc(method: string, params?: Record<string, unknown>): Record<string, unknown> {
  return params === undefined ? { jsonrpc: '2.0', id: nextId++, method } : { jsonrpc: '2.0', id: nextId++, method, params };
}

/** POSTs JSON (or a raw string) with fetch and returns status, headers and text. */
export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; text: string; json: () => any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

/** A request with node:http that records every body piece and a premature close. */
export function rawRequest(url: string, method: string, body?: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const pieces: Buffer[] = [];
      let error: Error | undefined;
      res.on('data', (chunk: Buffer) => pieces.push(chunk));
      res.on('aborted', () => (error ??= new Error('aborted')));
      res.on('error', (err) => (error ??= err));
      res.on('close', () => {
        if (!res.complete) error ??= new Error('incomplete');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          pieces,
          body: Buffer.concat(pieces).toString('utf8'),
          error,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Parses an SSE body into the JSON of each `data:` line, checking the event framing. */
export function sseMessages(body: string): any[] {
  const events = body.split('\n\n').filter((block) => block.trim() !== '');
  return events.map((block) => {
    const lines = block.split('\n');
    if (lines[0] !== 'event: message') throw new Error(`unexpected event line: ${lines[0]}`);
    if (lines.some((line) => line.startsWith('id:'))) throw new Error('SSE ids are not expected');
    const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
    if (data.length !== 1) throw new Error(`expected one data line, got ${data.length}`);
    return JSON.parse(data[0]!);
  });
}
