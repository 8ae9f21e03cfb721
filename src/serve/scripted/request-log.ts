/**
 * The bounded per-partition request log, and the bounded set of partitions.
 * A long run cannot exhaust memory: each log keeps at most `maxEntries`
 * entries and about `maxBytes` bytes (oldest dropped and counted), and at most
 * `maxPartitions` partitions are kept (least recently used forgotten).
 */

/** One recorded request to the MCP endpoint. */
export interface RecordedRequest {
  method: string;
  tool?: string;
  arguments?: unknown;
}

/** What `GET /<partition>/test/requests` returns. */
export interface RequestLogSnapshot {
  count: number;
  dropped: number;
  requests: RecordedRequest[];
}

interface Entry {
  request: RecordedRequest;
  bytes: number;
}

export class RequestLog {
  // A ring buffer would avoid the O(n) shift; with the small default bound an
  // index into an array compacted now and then is as fast and simpler.
  private entries: Entry[] = [];
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

  /** Records a request; `bytes` is its approximate size (the body length). */
  record(request: RecordedRequest, bytes: number): void {
    this.entries.push({ request, bytes });
    this.bytes += bytes;
    while (this.size > this.maxEntries || (this.bytes > this.maxBytes && this.size > 1)) {
      const oldest = this.entries[this.head]!;
      this.bytes -= oldest.bytes;
      this.head += 1;
      this.droppedCount += 1;
    }
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }

  snapshot(): RequestLogSnapshot {
    const requests = this.entries.slice(this.head).map((entry) => entry.request);
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
}

/** Partition name → log, least recently used first (Map insertion order). */
export class Partitions {
  private readonly logs = new Map<string, RequestLog>();
  private evictedCount = 0;

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
      this.logs.delete(oldest);
      this.evictedCount += 1;
    }
    return log;
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
