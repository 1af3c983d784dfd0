/**
 * The receiving end of an RTMP publish, as OBS, ffmpeg and other encoders
 * send it: the plain handshake, the chunk stream, the AMF0 commands of a
 * publish (connect, createStream, publish, deleteStream) and the media
 * messages, each handed on as an FLV tag. Nothing else of RTMP (playing,
 * shared objects, the encrypted variants) is spoken.
 *
 * The caller decides whether a publish may go on (the stream key is only
 * known at `publish`): the encoder hears NetStream.Publish.Start only once
 * `onPublish` answers with a sink, and is refused with
 * NetStream.Publish.BadName otherwise. Media sent before that is kept and
 * handed on once accepted.
 */
import crypto from "node:crypto";
import type net from "node:net";

const HANDSHAKE_SIZE = 1536;
/** What the server's own messages are cut into (the encoder is told). */
const OUT_CHUNK_SIZE = 4096;
/** A chunk size or a message above these is no encoder's: the connection ends. */
const MAX_CHUNK_SIZE = 1 << 20;
const MAX_MESSAGE_BYTES = 16 << 20;
/**
 * Before its publish command a connection has shown no stream key: it may send
 * only commands this small, on a few chunk streams, so an unknown peer cannot
 * make the server allocate a message buffer per chunk stream of 16 MB each.
 */
const MAX_MESSAGE_BYTES_BEFORE_PUBLISH = 64 << 10;
/** Encoders use half a dozen chunk streams (control, commands, audio, video). */
const MAX_CHUNK_STREAMS = 32;
const WINDOW_ACK_SIZE = 5_000_000;

const MSG_SET_CHUNK_SIZE = 1;
const MSG_ACKNOWLEDGEMENT = 3;
const MSG_USER_CONTROL = 4;
const MSG_WINDOW_ACK_SIZE = 5;
const MSG_SET_PEER_BANDWIDTH = 6;
const MSG_AUDIO = 8;
const MSG_VIDEO = 9;
const MSG_DATA_AMF3 = 15;
const MSG_COMMAND_AMF3 = 17;
const MSG_DATA_AMF0 = 18;
const MSG_COMMAND_AMF0 = 20;

/** Where an accepted publish's FLV goes. */
interface FlvSink {
  write(chunk: Buffer): void;
  end(): void;
}

export interface PublishRequest {
  /** The application of the address (rtmp://host:port/<app>). */
  app: string;
  /** The stream name: the stream key, without any ?query. */
  streamName: string;
}

export type PublishDecision = { sink: FlvSink } | { refusal: string };

/** The FLV file header (audio and video) and the zero size of the tag before the first. */
const FLV_HEADER = Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x00]);

/** One FLV tag of a media or data message. */
function flvTag(type: number, timestamp: number, payload: Buffer): Buffer {
  const tag = Buffer.alloc(11 + payload.length + 4);
  tag[0] = type;
  tag.writeUIntBE(payload.length, 1, 3);
  tag.writeUIntBE(timestamp & 0xffffff, 4, 3);
  tag[7] = (timestamp >>> 24) & 0xff;
  // Stream id: always 0.
  payload.copy(tag, 11);
  tag.writeUInt32BE(11 + payload.length, 11 + payload.length);
  return tag;
}

interface ChunkStream {
  timestamp: number;
  delta: number;
  length: number;
  type: number;
  streamId: number;
  extended: boolean;
  /** The message being assembled, and how much of it has arrived. */
  payload: Buffer | null;
  received: number;
}

/**
 * Serves one encoder's connection. `onPublish` decides on its stream key;
 * `onEnd` is called once when the connection closes (the sink, if any, has
 * been ended).
 */
export function serveRtmpConnection(
  socket: net.Socket,
  onPublish: (request: PublishRequest) => Promise<PublishDecision>,
): void {
  let pending: Buffer = Buffer.alloc(0);
  let handshake: "c0c1" | "c2" | "done" = "c0c1";
  let inChunkSize = 128;
  const streams = new Map<number, ChunkStream>();
  let app = "";
  let peerWindow = 0;
  let received = 0;
  let acknowledged = 0;
  let sink: FlvSink | null = null;
  /** Tags sent while the publish was being decided. */
  let held: Buffer[] | null = null;
  let publishing = false;
  let closed = false;

  const send = (buffer: Buffer) => {
    if (!socket.destroyed) socket.write(buffer);
  };

  const finish = () => {
    if (closed) return;
    closed = true;
    sink?.end();
    sink = null;
  };

  const fail = (reason: string) => {
    if (closed) return;
    console.warn(`RTMP ingest from ${socket.remoteAddress}: ${reason}`);
    finish();
    socket.destroy();
  };

  socket.on("data", (data: Buffer) => {
    received += data.length;
    if (peerWindow > 0 && received - acknowledged >= peerWindow) {
      acknowledged = received;
      send(controlMessage(MSG_ACKNOWLEDGEMENT, uint32(received >>> 0)));
    }
    pending = pending.length ? Buffer.concat([pending, data]) : data;
    try {
      read();
    } catch (error) {
      fail((error as Error).message);
    }
  });
  socket.on("close", finish);
  socket.on("error", () => finish());

  function read() {
    for (;;) {
      if (closed) return;
      if (handshake === "c0c1") {
        if (pending.length < 1 + HANDSHAKE_SIZE) return;
        if (pending[0] !== 3) throw new Error(`RTMP version ${pending[0]} is not spoken here`);
        const c1 = pending.subarray(1, 1 + HANDSHAKE_SIZE);
        const s1 = crypto.randomBytes(HANDSHAKE_SIZE);
        s1.writeUInt32BE(0, 0);
        // Zero version bytes: the plain handshake (encoders then check no digest).
        s1.writeUInt32BE(0, 4);
        // S2 echoes C1, as the plain handshake wants.
        send(Buffer.concat([Buffer.from([3]), s1, c1]));
        pending = pending.subarray(1 + HANDSHAKE_SIZE);
        handshake = "c2";
        continue;
      }
      if (handshake === "c2") {
        if (pending.length < HANDSHAKE_SIZE) return;
        pending = pending.subarray(HANDSHAKE_SIZE);
        handshake = "done";
        continue;
      }
      if (!readChunk()) return;
    }
  }

  /** Reads one whole chunk from `pending`; false when more bytes are needed. */
  function readChunk(): boolean {
    let p = 0;
    if (pending.length < 1) return false;
    const first = pending[0]!;
    const fmt = first >> 6;
    let csid = first & 0x3f;
    p = 1;
    if (csid === 0) {
      if (pending.length < 2) return false;
      csid = 64 + pending[1]!;
      p = 2;
    } else if (csid === 1) {
      if (pending.length < 3) return false;
      csid = 64 + pending[1]! + pending[2]! * 256;
      p = 3;
    }
    const headerSize = [11, 7, 3, 0][fmt]!;
    if (pending.length < p + headerSize) return false;
    let stream = streams.get(csid);
    if (!stream) {
      if (fmt !== 0) throw new Error(`chunk stream ${csid} began without a full header`);
      if (streams.size >= MAX_CHUNK_STREAMS) throw new Error(`more than ${MAX_CHUNK_STREAMS} chunk streams`);
      stream = { timestamp: 0, delta: 0, length: 0, type: 0, streamId: 0, extended: false, payload: null, received: 0 };
      streams.set(csid, stream);
    }
    let stamp = 0;
    if (fmt <= 2) stamp = pending.readUIntBE(p, 3);
    if (fmt <= 1) {
      stream.length = pending.readUIntBE(p + 3, 3);
      stream.type = pending[p + 6]!;
    }
    if (fmt === 0) stream.streamId = pending.readUInt32LE(p + 7);
    p += headerSize;
    if (fmt <= 2) stream.extended = stamp === 0xffffff;
    if (stream.extended) {
      if (pending.length < p + 4) return false;
      if (fmt <= 2) stamp = pending.readUInt32BE(p);
      p += 4;
    }
    if (stream.length > (publishing ? MAX_MESSAGE_BYTES : MAX_MESSAGE_BYTES_BEFORE_PUBLISH)) throw new Error(`a message of ${stream.length} bytes`);
    const starting = stream.payload === null;
    const take = Math.min(inChunkSize, stream.length - (starting ? 0 : stream.received));
    if (pending.length < p + take) return false;

    // The header is whole: apply it.
    if (starting) {
      if (fmt === 0) stream.timestamp = stamp;
      else if (fmt === 1 || fmt === 2) {
        stream.delta = stamp;
        stream.timestamp = (stream.timestamp + stamp) >>> 0;
      } else stream.timestamp = (stream.timestamp + stream.delta) >>> 0;
      stream.payload = Buffer.alloc(stream.length);
      stream.received = 0;
    }
    pending.copy(stream.payload!, stream.received, p, p + take);
    stream.received += take;
    pending = pending.subarray(p + take);
    if (stream.received >= stream.length) {
      const payload = stream.payload!;
      stream.payload = null;
      handleMessage(stream.type, stream.timestamp, stream.streamId, payload);
    }
    return true;
  }

  function handleMessage(type: number, timestamp: number, streamId: number, payload: Buffer) {
    switch (type) {
      case MSG_SET_CHUNK_SIZE: {
        const size = payload.readUInt32BE(0) & 0x7fffffff;
        if (size < 1 || size > MAX_CHUNK_SIZE) throw new Error(`chunk size ${size}`);
        inChunkSize = size;
        return;
      }
      case MSG_WINDOW_ACK_SIZE:
        peerWindow = payload.readUInt32BE(0);
        return;
      case MSG_COMMAND_AMF3:
        return handleCommand(decodeAmf0All(payload.subarray(1)), streamId);
      case MSG_COMMAND_AMF0:
        return handleCommand(decodeAmf0All(payload), streamId);
      case MSG_AUDIO:
      case MSG_VIDEO:
        return media(type, timestamp, payload);
      case MSG_DATA_AMF0:
      case MSG_DATA_AMF3: {
        const body = type === MSG_DATA_AMF3 ? payload.subarray(1) : payload;
        // "@setDataFrame" is an instruction to the server; the file keeps what follows it (onMetaData …).
        const name = readAmf0String(body);
        return media(MSG_DATA_AMF0, timestamp, name === "@setDataFrame" ? body.subarray(3 + 13) : body);
      }
      default:
        // Acknowledgements, user control (pings), peer bandwidth, aborts: nothing to do.
        void MSG_USER_CONTROL;
        void MSG_SET_PEER_BANDWIDTH;
    }
  }

  function media(type: number, timestamp: number, payload: Buffer) {
    if (!publishing) return;
    const tag = flvTag(type, timestamp, payload);
    if (sink) sink.write(tag);
    else held?.push(tag);
  }

  function handleCommand(values: unknown[], streamId: number) {
    const [name, transactionId] = values as [string, number];
    switch (name) {
      case "connect": {
        const command = (values[2] ?? {}) as { app?: unknown };
        app = typeof command.app === "string" ? command.app.replace(/\/+$/, "") : "";
        send(controlMessage(MSG_WINDOW_ACK_SIZE, uint32(WINDOW_ACK_SIZE)));
        send(controlMessage(MSG_SET_PEER_BANDWIDTH, Buffer.concat([uint32(WINDOW_ACK_SIZE), Buffer.from([2])])));
        send(controlMessage(MSG_SET_CHUNK_SIZE, uint32(OUT_CHUNK_SIZE)));
        sendCommand(0, [
          "_result",
          transactionId,
          { fmsVer: "FMS/3,0,1,123", capabilities: 31 },
          { level: "status", code: "NetConnection.Connect.Success", description: "Connection succeeded.", objectEncoding: 0 },
        ]);
        return;
      }
      case "createStream":
        sendCommand(0, ["_result", transactionId, null, 1]);
        return;
      case "publish": {
        if (publishing || held) return;
        const streamName = String(values[3] ?? "").split("?")[0]!;
        held = [];
        publishing = true;
        onPublish({ app, streamName })
          .then((decision) => {
            if (closed) {
              if ("sink" in decision) decision.sink.end();
              return;
            }
            if ("refusal" in decision) {
              sendCommand(streamId, ["onStatus", 0, null, { level: "error", code: "NetStream.Publish.BadName", description: decision.refusal }]);
              publishing = false;
              // The refusal reaches the encoder before the connection closes.
              socket.end();
              finish();
              return;
            }
            sink = decision.sink;
            sink.write(FLV_HEADER);
            for (const tag of held ?? []) sink.write(tag);
            held = null;
            // Stream Begin, then the status the encoder waits for.
            send(controlMessage(MSG_USER_CONTROL, Buffer.from([0, 0, 0, 0, 0, streamId])));
            sendCommand(streamId, ["onStatus", 0, null, { level: "status", code: "NetStream.Publish.Start", description: "Publishing." }]);
          })
          .catch((error) => fail(`publish: ${(error as Error).message}`));
        return;
      }
      case "deleteStream":
      case "FCUnpublish":
      case "closeStream":
        // The encoder stopped: the stream's end reaches ffmpeg (it writes the last segment).
        if (sink) {
          sink.end();
          sink = null;
        }
        publishing = false;
        return;
      default:
        // releaseStream, FCPublish, _checkbw …: encoders go on without an answer.
        return;
    }
  }

  function sendCommand(streamId: number, values: unknown[]) {
    send(chunked(3, MSG_COMMAND_AMF0, streamId, Buffer.concat(values.map(encodeAmf0))));
  }
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
}

/** A protocol control message (chunk stream 2, message stream 0). */
function controlMessage(type: number, payload: Buffer): Buffer {
  return chunked(2, type, 0, payload);
}

/** A message as chunks of OUT_CHUNK_SIZE: a full header, then one-byte headers. */
function chunked(csid: number, type: number, streamId: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(12);
  header[0] = csid;
  header.writeUIntBE(0, 1, 3);
  header.writeUIntBE(payload.length, 4, 3);
  header[7] = type;
  header.writeUInt32LE(streamId, 8);
  const parts: Buffer[] = [header];
  for (let i = 0; i < payload.length; i += OUT_CHUNK_SIZE) {
    if (i > 0) parts.push(Buffer.from([0xc0 | csid]));
    parts.push(payload.subarray(i, i + OUT_CHUNK_SIZE));
  }
  return Buffer.concat(parts);
}

/** The first value, if it is an AMF0 string. */
function readAmf0String(buffer: Buffer): string | null {
  if (buffer.length < 3 || buffer[0] !== 2) return null;
  const length = buffer.readUInt16BE(1);
  return buffer.length >= 3 + length ? buffer.toString("utf8", 3, 3 + length) : null;
}

/** Every AMF0 value of a command, in order. */
function decodeAmf0All(buffer: Buffer): unknown[] {
  const values: unknown[] = [];
  let offset = 0;
  while (offset < buffer.length) {
    const [value, next] = decodeAmf0(buffer, offset);
    values.push(value);
    offset = next;
  }
  return values;
}

function decodeAmf0(buffer: Buffer, offset: number): [unknown, number] {
  const marker = buffer[offset];
  let p = offset + 1;
  const need = (bytes: number) => {
    if (p + bytes > buffer.length) throw new Error("a command cut short");
  };
  const shortString = (): string => {
    need(2);
    const length = buffer.readUInt16BE(p);
    need(2 + length);
    const text = buffer.toString("utf8", p + 2, p + 2 + length);
    p += 2 + length;
    return text;
  };
  const properties = (): Record<string, unknown> => {
    const object: Record<string, unknown> = {};
    for (;;) {
      need(3);
      if (buffer.readUInt16BE(p) === 0 && buffer[p + 2] === 9) {
        p += 3;
        return object;
      }
      const key = shortString();
      const [value, next] = decodeAmf0(buffer, p);
      object[key] = value;
      p = next;
    }
  };
  switch (marker) {
    case 0: // number
      need(8);
      return [buffer.readDoubleBE(p), p + 8];
    case 1: // boolean
      need(1);
      return [buffer[p] !== 0, p + 1];
    case 2: // string
      return [shortString(), p];
    case 3: // object
      return [properties(), p];
    case 5: // null
      return [null, p];
    case 6: // undefined
      return [undefined, p];
    case 8: // ECMA array: a count, then properties
      need(4);
      p += 4;
      return [properties(), p];
    case 10: {
      // strict array
      need(4);
      const count = buffer.readUInt32BE(p);
      p += 4;
      const items: unknown[] = [];
      for (let i = 0; i < count; i++) {
        const [value, next] = decodeAmf0(buffer, p);
        items.push(value);
        p = next;
      }
      return [items, p];
    }
    case 11: // date: milliseconds and a time zone
      need(10);
      return [new Date(buffer.readDoubleBE(p)), p + 10];
    case 12: // long string
    case 15: {
      // XML document
      need(4);
      const length = buffer.readUInt32BE(p);
      need(4 + length);
      return [buffer.toString("utf8", p + 4, p + 4 + length), p + 4 + length];
    }
    case 16: {
      // typed object: a class name, then properties
      shortString();
      return [properties(), p];
    }
    default:
      throw new Error(`AMF0 value ${marker} is not spoken here`);
  }
}

function encodeAmf0(value: unknown): Buffer {
  if (value === null) return Buffer.from([5]);
  if (value === undefined) return Buffer.from([6]);
  if (typeof value === "number") {
    const buffer = Buffer.alloc(9);
    buffer[0] = 0;
    buffer.writeDoubleBE(value, 1);
    return buffer;
  }
  if (typeof value === "boolean") return Buffer.from([1, value ? 1 : 0]);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    const head = Buffer.alloc(3);
    head[0] = 2;
    head.writeUInt16BE(text.length, 1);
    return Buffer.concat([head, text]);
  }
  const parts: Buffer[] = [Buffer.from([3])];
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const name = Buffer.from(key, "utf8");
    const length = Buffer.alloc(2);
    length.writeUInt16BE(name.length);
    parts.push(length, name, encodeAmf0(item));
  }
  parts.push(Buffer.from([0, 0, 9]));
  return Buffer.concat(parts);
}
