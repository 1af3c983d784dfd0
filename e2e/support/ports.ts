/**
 * Ports for the servers the browser tests start. They come from a range kept for
 * these tests, so a run never collides with a developer's own server on 5000.
 */
import net from "node:net";

const E2E_PORT_RANGE = { first: 5500, last: 5599 } as const;

/** Whether nothing listens on the port (checked on every interface, as the server binds). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The first free port of the range not already handed out by this process. */
const handedOut = new Set<number>();
export async function freePort(): Promise<number> {
  for (let port = E2E_PORT_RANGE.first; port <= E2E_PORT_RANGE.last; port++) {
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${E2E_PORT_RANGE.first} and ${E2E_PORT_RANGE.last}`);
}
