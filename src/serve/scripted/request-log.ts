/**
 * The bounded per-partition request log, and the bounded set of partitions.
 * A long run cannot exhaust memory: each log keeps at most `maxEntries`
 * entries and about `maxBytes` bytes (oldest dropped and counted), at most
 * `maxPartitions` partitions are kept (least recently used forgotten), and all
 * logs together keep about `maxTotalBytes` (the least recently used
 * partition's oldest entries dropped first, and counted).
 */

/** One recorded request to the MCP endpoint. */
export interface RecordedRequest {
  method: string;
  tool?: string;
  arguments?: unknown;
  /** `params.cursor`, when the request carried a string one (what a gateway forwarded). */
  cursor?: string;
}

/** What `GET /<partition>/test/requests` returns. */
export interface RequestLogSnapshot {
  count: number;
  dropped: number;
  requests: RecordedRequest[];
}

/**
 * One kept request: its arguments as JSON text, not the parsed value (a parsed value can take ten times
 * its text's bytes in memory, which the byte bound would not see), read back by `snapshot`.
 */
interface Entry {
  method: string;
  tool?: string;
  args?: string;
  cursor?: string;
  bytes: number;
}

function entryOf(request: RecordedRequest, bytes: number): Entry {
  const entry: Entry = { method: request.method, bytes };
  if (request.tool !== undefined) entry.tool = request.tool;
  if (request.arguments !== undefined) entry.args = JSON.stringify(request.arguments);
  if (request.cursor !== undefined) entry.cursor = request.cursor;
  return entry;
}

function requestOf(entry: Entry): RecordedRequest {
  const request: RecordedRequest = { method: entry.method };
  if (entry.tool !== undefined) request.tool = entry.tool;
  if (entry.args !== undefined) request.arguments = JSON.parse(entry.args);
  if (entry.cursor !== undefined) request.cursor = entry.cursor;
  return request;
}

/** The bytes an entry holds in memory, about: its strings and a fixed overhead. */
export function heldSize(request: RecordedRequest): number {
  return 64 + request.method.length + (request.tool?.length ?? 0) + (request.cursor?.length ?? 0) + (JSON.stringify(request.arguments)?.length ?? 0);
}

export class RequestLog {
  // A ring buffer would avoid the O(n) shift; with the small default bound an
  // index into an array compacted now and then is as fast and simpler. A dropped
  // entry's slot is emptied at once, so nothing dropped stays referenced until
  // the next compaction (it did: six floods of large calls held 2.3 GB).
  private entries: Array<Entry | undefined> = [];
  private head = 0;
  private bytes = 0;
  private droppedCount = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.length - this.head;
  }

  get dropped(): number {
    return this.droppedCount;
  }

  /** The approximate bytes the log holds now. */
  get heldBytes(): number {
    return this.bytes;
  }

  /** Drops the oldest entry, counted in `dropped`; false when the log is empty. */
  dropOldest(): boolean {
    if (this.size === 0) return false;
    this.dropHead();
    this.compact();
    return true;
  }

  private dropHead(): void {
    this.bytes -= this.entries[this.head]!.bytes;
    this.entries[this.head] = undefined;
    this.head += 1;
    this.droppedCount += 1;
  }

  private compact(): void {
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }

  /** Records a request; `bytes` is its approximate size (the body length, or `heldSize` when larger). */
  record(request: RecordedRequest, bytes: number): void {
    this.entries.push(entryOf(request, bytes));
    this.bytes += bytes;
    while (this.size > this.maxEntries || (this.bytes > this.maxBytes && this.size > 1)) this.dropHead();
    this.compact();
  }

  snapshot(): RequestLogSnapshot {
    const requests = this.entries.slice(this.head).map((entry) => requestOf(entry!));
    return { count: requests.length, dropped: this.droppedCount, requests };
  }

  clear(): void {
    this.entries = [];
    this.head = 0;
    this.bytes = 0;
    this.droppedCount = 0;
  }
}

export interface PartitionLimits {
  maxLogEntries: number;
  maxLogBytes: number;
  maxPartitions: number;
  maxTotalLogBytes: number;
}

/** Partition name → log, least recently used first (Map insertion order). */
export class Partitions {
  private readonly logs = new Map<string, RequestLog>();
  private evictedCount = 0;
  private totalBytes = 0;
  private droppedForTotalCount = 0;

  constructor(private readonly limits: PartitionLimits) {}

  /** The partition's log, created when missing; marks it most recently used. */
  open(name: string): RequestLog {
    let log = this.logs.get(name);
    if (log) {
      this.logs.delete(name);
    } else {
      log = new RequestLog(this.limits.maxLogEntries, this.limits.maxLogBytes);
    }
    this.logs.set(name, log);
    while (this.logs.size > this.limits.maxPartitions) {
      const oldest = this.logs.keys().next().value as string;
      this.totalBytes -= this.logs.get(oldest)!.heldBytes;
      this.logs.delete(oldest);
      this.evictedCount += 1;
    }
    return log;
  }

  /**
   * Records a request in the partition's log (made most recently used), then keeps every log together
   * within `maxTotalLogBytes`: the oldest entries of the least recently used partitions go first.
   */
  record(name: string, request: RecordedRequest, bytes: number): void {
    const log = this.open(name);
    const before = log.heldBytes;
    log.record(request, bytes);
    this.totalBytes += log.heldBytes - before;
    for (const other of this.logs.values()) {
      while (this.totalBytes > this.limits.maxTotalLogBytes && (other !== log || other.size > 1)) {
        const held = other.heldBytes;
        if (!other.dropOldest()) break;
        this.totalBytes -= held - other.heldBytes;
        this.droppedForTotalCount += 1;
      }
      if (this.totalBytes <= this.limits.maxTotalLogBytes) break;
    }
  }

  /** Empties the partition's log (`DELETE`). */
  clear(name: string): void {
    const log = this.logs.get(name);
    if (!log) return;
    this.totalBytes -= log.heldBytes;
    log.clear();
  }

  /** The approximate bytes all logs hold together. */
  get heldBytes(): number {
    return this.totalBytes;
  }

  /** Entries dropped to keep all logs within `maxTotalLogBytes`. */
  get droppedForTotal(): number {
    return this.droppedForTotalCount;
  }

  /** The partition's log without creating it. */
  peek(name: string): RequestLog | undefined {
    return this.logs.get(name);
  }

  get size(): number {
    return this.logs.size;
  }

  /** Partitions forgotten because there were more than `maxPartitions`. */
  get evicted(): number {
    return this.evictedCount;
  }
}
