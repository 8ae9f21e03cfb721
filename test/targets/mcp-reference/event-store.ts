// The 2025-era SSE leg's resumability (LEGACY=session-sse): every event a session's transport sends
// is kept in memory under an ID that names its stream (`<stream>.<n>`: transports.mdx "Event IDs
// SHOULD encode sufficient information to identify the originating stream"), so a GET with
// Last-Event-ID replays exactly the rest of that one stream.
import type { EventId, EventStore, JSONRPCMessage, StreamId } from '@modelcontextprotocol/server';

/** Events kept per session before the oldest are dropped (a target serves short test runs). */
const MAX_EVENTS = 1000;

export class MemoryEventStore implements EventStore {
  private readonly events: Array<{ id: EventId; streamId: StreamId; message: JSONRPCMessage }> = [];
  private next = 0;

  /** `replayOtherStreams` (a fault switch): replay the events of every stream, not only that one. */
  constructor(private readonly replayOtherStreams = false) {}

  async storeEvent(streamId: StreamId, message: JSONRPCMessage): Promise<EventId> {
    const id = `${streamId}.${++this.next}`;
    this.events.push({ id, streamId, message });
    if (this.events.length > MAX_EVENTS) this.events.shift();
    return id;
  }

  async getStreamIdForEventId(eventId: EventId): Promise<StreamId | undefined> {
    return this.events.find((e) => e.id === eventId)?.streamId;
  }

  async replayEventsAfter(lastEventId: EventId, { send }: { send: (eventId: EventId, message: JSONRPCMessage) => Promise<void> }): Promise<StreamId> {
    const at = this.events.findIndex((e) => e.id === lastEventId);
    if (at < 0) return '';
    const { streamId } = this.events[at]!;
    for (const event of this.events.slice(at + 1)) {
      // The priming event ({}) carries no message: nothing to replay.
      if ((this.replayOtherStreams || event.streamId === streamId) && Object.keys(event.message).length > 0) await send(event.id, event.message);
    }
    return streamId;
  }
}
