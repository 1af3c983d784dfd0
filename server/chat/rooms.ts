/**
 * The chat rooms streams are joined to on one instance (the live channel's
 * ?rooms=), and what feeds them. A chat message is not written to every member's
 * event log (a creator may have 100,000 fans): a room has its own topic on the
 * bus ("r.<room key>:<version>", ./messages.ts), and a wake-up reads the room's
 * changes after the last version delivered here, once for every stream joined
 * to it on this instance, in the same step checking who may still see the room
 * (one statement for everyone joined: a fan whose subscription lapsed, or whose
 * tier no longer grants it, is let go and receives nothing more). Chat events
 * carry no event number: a chat tab that reconnects reads the list again.
 *
 * Who is here now: each instance writes how many people it holds in each room
 * (chat_presence), when that changes and every PRESENCE_BEAT_MS, and notifies
 * "p.<room key>"; each instance holding the room then sums the rows seen
 * recently and sends `chat.presence` when the count changed. An instance that
 * dies stops being counted after PRESENCE_TTL_SECONDS.
 */
import crypto from "node:crypto";
import type { ChatRoom } from "@shared/chat";
import { parseChatRoomKey } from "@shared/chat";
import type { RealtimeEventData } from "@shared/realtime";
import type { Db } from "../db";
import { presentChatMessage } from "../presenters/chat";
import { REALTIME_CHANNEL, wakeInProcess } from "../realtime/bus";
import { peopleAllowedIn } from "./access";
import { chatChangesAfter, chatRoomVersion } from "./messages";
import type pg from "pg";

/** One stream joined to a room: whose it is, and where its chat events go (as the stream's JSON). */
export interface RoomSink {
  userId: string;
  deliver(json: string): void;
  /** Let go (the person may no longer see the room): the stream stays, the room's events stop. */
  removed?(): void;
}

interface Room {
  key: string;
  creatorProfileId: string;
  room: ChatRoom;
  sinks: Set<RoomSink>;
  /** The room's last version delivered here; set once read at the first join. */
  version: Promise<number>;
  reading: boolean;
  readAgain: boolean;
  /** People holding a stream to it here, as last written to chat_presence. */
  peopleWritten: number;
  /** The count across instances last sent to the room's streams. */
  here: number | undefined;
}

const PAGE_SIZE = 200;
const PRESENCE_BEAT_MS = 20_000;
const PRESENCE_TTL_SECONDS = 60;

const presenceTopic = (roomKey: string) => `p.${roomKey}`;

function event<T extends keyof RealtimeEventData>(type: T, data: RealtimeEventData[T]): string {
  return JSON.stringify({ type, data });
}

export class ChatRooms {
  private readonly rooms = new Map<string, Room>();
  private readonly instanceId = crypto.randomUUID();
  private readonly presenceChanged = new Set<Room>();
  private presenceScheduled = false;
  private readonly beat: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly pool: pg.Pool,
    private readonly embedded: boolean,
  ) {
    this.beat = setInterval(() => void this.presenceBeat(), PRESENCE_BEAT_MS);
    this.beat.unref();
  }

  /** Joins a stream to a room (the caller checked that its person may enter). */
  join(roomKey: string, sink: RoomSink): void {
    let room = this.rooms.get(roomKey);
    if (!room) {
      const parsed = parseChatRoomKey(roomKey);
      if (!parsed) return;
      const version = chatRoomVersion(this.db, parsed.creatorProfileId, parsed.room);
      // A failed first read starts the room from its next change's wake-up minus one: nothing older is sent.
      const started = version.catch(() => 0);
      room = { key: roomKey, ...parsed, sinks: new Set(), version: started, reading: false, readAgain: false, peopleWritten: 0, here: undefined };
      this.rooms.set(roomKey, room);
    }
    room.sinks.add(sink);
    if (room.here !== undefined) sink.deliver(event("chat.presence", { creatorProfileId: room.creatorProfileId, room: room.room, here: room.here }));
    this.countPeople(room);
  }

  leave(roomKey: string, sink: RoomSink): void {
    const room = this.rooms.get(roomKey);
    if (!room || !room.sinks.delete(sink)) return;
    this.countPeople(room);
  }

  /** A room's change was committed (its version), or "all": anything may have been missed. */
  wake(topic: string, version: number): void {
    if (topic.startsWith("r.")) {
      const room = this.rooms.get(topic.slice(2));
      if (room) void this.read(room, version);
    } else if (topic.startsWith("p.")) {
      const room = this.rooms.get(topic.slice(2));
      if (room) this.schedulePresenceRead([room]);
    }
  }

  wakeAll(): void {
    for (const room of this.rooms.values()) void this.read(room, Number.POSITIVE_INFINITY);
    this.schedulePresenceRead([...this.rooms.values()]);
  }

  get size(): { rooms: number; streams: number } {
    let streams = 0;
    for (const room of this.rooms.values()) streams += room.sinks.size;
    return { rooms: this.rooms.size, streams };
  }

  async close(): Promise<void> {
    clearInterval(this.beat);
    this.rooms.clear();
    await this.pool.query("delete from chat_presence where instance_id = $1", [this.instanceId]).catch(() => {});
  }

  /** Reads the room's changes after what was delivered here and sends them to those who may still see it. Reads of a room never overlap. */
  private async read(room: Room, notified: number): Promise<void> {
    if ((await room.version) >= notified) return;
    if (room.reading) {
      room.readAgain = true;
      return;
    }
    room.reading = true;
    try {
      for (;;) {
        room.readAgain = false;
        const after = await room.version;
        const changes = await chatChangesAfter(this.db, room.creatorProfileId, room.room, after, PAGE_SIZE);
        if (changes.length === 0) {
          if (!room.readAgain) break;
          continue;
        }
        const people = [...new Set([...room.sinks].map((sink) => sink.userId))];
        const allowed = await peopleAllowedIn(this.pool, room.creatorProfileId, room.room, people);
        for (const sink of room.sinks) {
          if (allowed.has(sink.userId)) continue;
          room.sinks.delete(sink);
          sink.removed?.();
        }
        this.countPeople(room);
        for (const change of changes) {
          const json = change.deletedAt
            ? event("chat.message.deleted", { id: String(change.id), creatorProfileId: change.creatorProfileId, room: room.room })
            : event("chat.message", presentChatMessage(change));
          const authorsJson = change.deletedAt ? json : event("chat.message", presentChatMessage(change, change.userId));
          for (const sink of room.sinks) sink.deliver(sink.userId === change.userId ? authorsJson : json);
        }
        room.version = Promise.resolve(changes.at(-1)!.version);
        if (changes.length < PAGE_SIZE && !room.readAgain) break;
      }
    } catch (error) {
      // The room keeps its version: the next wake-up reads from there.
      console.error("chat: reading a room failed:", (error as Error).message);
    } finally {
      room.reading = false;
      if (room.sinks.size === 0 && this.rooms.get(room.key) === room && room.peopleWritten === 0) this.rooms.delete(room.key);
    }
  }

  /** Whether the number of people here changed: then it is written (with others changed at the same time) and announced. */
  private countPeople(room: Room): void {
    const people = new Set([...room.sinks].map((sink) => sink.userId)).size;
    if (people === room.peopleWritten) return;
    this.presenceChanged.add(room);
    if (this.presenceScheduled) return;
    this.presenceScheduled = true;
    setImmediate(() => {
      this.presenceScheduled = false;
      const rooms = [...this.presenceChanged];
      this.presenceChanged.clear();
      void this.writePresence(rooms, true);
    });
  }

  /** Writes this instance's counts of the rooms (a room no one holds here loses its row) and, when asked, tells every instance. */
  private async writePresence(rooms: Room[], announce: boolean): Promise<void> {
    if (rooms.length === 0) return;
    const counts = rooms.map((room) => new Set([...room.sinks].map((sink) => sink.userId)).size);
    const keys = rooms.map((room) => room.key);
    const topics = keys.map(presenceTopic);
    try {
      await this.pool.query(
        `with counts as (
           select * from unnest($1::text[], $2::int[]) as c(room_key, people)
         ), gone as (
           delete from chat_presence p using counts c
           where p.room_key = c.room_key and p.instance_id = $3 and c.people = 0
         )
         insert into chat_presence (room_key, instance_id, people, seen_at)
         select room_key, $3, people, now() from counts where people > 0
         on conflict (room_key, instance_id) do update set people = excluded.people, seen_at = excluded.seen_at`,
        [keys, counts, this.instanceId],
      );
      rooms.forEach((room, i) => (room.peopleWritten = counts[i]!));
      if (announce) {
        if (this.embedded) wakeInProcess(topics);
        else await this.pool.query("select pg_notify($1, $2)", [REALTIME_CHANNEL, topics.map((topic) => `${topic}:0`).join(",")]);
      }
    } catch (error) {
      console.error("chat: writing presence failed:", (error as Error).message);
    }
    for (const room of rooms) {
      if (room.sinks.size === 0 && room.peopleWritten === 0 && !room.reading) this.rooms.delete(room.key);
    }
  }

  private readonly presenceToRead = new Set<Room>();
  private presenceReadScheduled = false;

  private schedulePresenceRead(rooms: Room[]): void {
    for (const room of rooms) this.presenceToRead.add(room);
    if (this.presenceReadScheduled) return;
    this.presenceReadScheduled = true;
    setImmediate(() => {
      this.presenceReadScheduled = false;
      const batch = [...this.presenceToRead];
      this.presenceToRead.clear();
      void this.readPresence(batch);
    });
  }

  /** The counts across instances of the rooms, sent to their streams when changed. */
  private async readPresence(rooms: Room[]): Promise<void> {
    if (rooms.length === 0) return;
    try {
      const { rows } = await this.pool.query<{ room_key: string; here: number }>(
        `select room_key, sum(people)::int as here from chat_presence
          where room_key = any($1::text[]) and seen_at > now() - make_interval(secs => $2)
          group by room_key`,
        [rooms.map((room) => room.key), PRESENCE_TTL_SECONDS],
      );
      const counts = new Map(rows.map((row) => [row.room_key, row.here]));
      for (const room of rooms) {
        const here = counts.get(room.key) ?? 0;
        if (here === room.here) continue;
        room.here = here;
        const json = event("chat.presence", { creatorProfileId: room.creatorProfileId, room: room.room, here });
        for (const sink of room.sinks) sink.deliver(json);
      }
    } catch (error) {
      console.error("chat: reading presence failed:", (error as Error).message);
    }
  }

  /** Keeps this instance's rows fresh, forgets instances that stopped, and sends counts that changed meanwhile. */
  private async presenceBeat(): Promise<void> {
    const rooms = [...this.rooms.values()];
    await this.writePresence(rooms, false);
    await this.pool
      .query("delete from chat_presence where seen_at < now() - make_interval(secs => $1)", [PRESENCE_TTL_SECONDS * 5])
      .catch(() => {});
    this.schedulePresenceRead(rooms);
  }
}
