// @vitest-environment node
/**
 * The RTMP port is open to anyone: before a connection has named a stream key
 * (its publish command) it may make the server hold only small messages on a
 * few chunk streams, so an unknown peer cannot make it allocate gigabytes.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveRtmpConnection } from "./rtmp-protocol";

let server: net.Server;
let port: number;
const serverSockets = new Set<net.Socket>();

beforeAll(async () => {
  server = net.createServer((socket) => {
    serverSockets.add(socket);
    serveRtmpConnection(socket, async () => ({ refusal: "not in this test" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  for (const socket of serverSockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A connection past the handshake (C0, C1, then C2 once S0–S2 are in). */
async function handshaken(): Promise<{ socket: net.Socket; closed: Promise<void> }> {
  const socket = net.connect(port, "127.0.0.1");
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => undefined);
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(1536)]));
  let received = 0;
  await new Promise<void>((resolve) => {
    const onData = (data: Buffer) => {
      received += data.length;
      if (received >= 1 + 2 * 1536) {
        socket.off("data", onData);
        resolve();
      }
    };
    socket.on("data", onData);
  });
  socket.write(Buffer.alloc(1536));
  return { socket, closed };
}

/** A type-0 chunk header on chunk stream `csid` (2–63) announcing an AMF0 command of `length` bytes. */
function commandHeader(csid: number, length: number): Buffer {
  const header = Buffer.alloc(12);
  header[0] = csid;
  header.writeUIntBE(0, 1, 3);
  header.writeUIntBE(length, 4, 3);
  header[7] = 20;
  header.writeUInt32LE(0, 8);
  return header;
}

const within = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => "closed"), new Promise((resolve) => setTimeout(() => resolve("open"), ms))]);

describe("an RTMP connection that has not published", () => {
  it("is closed when it announces a message larger than any command (1 MB)", async () => {
    const { socket, closed } = await handshaken();
    socket.write(commandHeader(3, 1 << 20));
    const outcome = await within(closed, 3000);
    socket.destroy();
    expect(outcome).toBe("closed");
  });

  it("is closed when it opens more chunk streams than an encoder uses", async () => {
    const { socket, closed } = await handshaken();
    // Each announces a 60 KB command (allowed alone) and sends its first chunk (128 bytes) only.
    for (let csid = 3; csid < 3 + 40; csid++) socket.write(Buffer.concat([commandHeader(csid, 60 << 10), Buffer.alloc(128)]));
    const outcome = await within(closed, 3000);
    socket.destroy();
    expect(outcome).toBe("closed");
  });

  it("stays open while it behaves (a small command announced on a few streams)", async () => {
    const { socket, closed } = await handshaken();
    for (let csid = 3; csid < 8; csid++) socket.write(Buffer.concat([commandHeader(csid, 1000), Buffer.alloc(128)]));
    const outcome = await within(closed, 500);
    socket.destroy();
    expect(outcome).toBe("open");
  });
});
