/**
 * Embedded PostgreSQL: PGlite in this process, served on a Unix domain socket
 * only this OS user can reach (./private-socket.ts), so the rest of the server
 * talks to it through `pg` exactly as it would to a real PostgreSQL.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PGLITE_EXTENSIONS } from "./pglite-extensions";
import { privateSocket, socketConnectionString } from "./private-socket";

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: {
  /** A folder to persist to; undefined keeps the database in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests use a migrated template). */
  loadDataDir?: Blob;
  maxConnections: number;
}): Promise<EmbeddedPostgres> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const socket = process.platform === "win32" ? undefined : privateSocket();
  try {
    const pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
    const server = new PGLiteSocketServer({
      db: pglite,
      ...(socket ? { path: socket.path } : { host: "127.0.0.1", port: 0 }),
      // Without this the socket server accepts a single connection.
      maxConnections: options.maxConnections + 2,
    });
    await server.start();
    if (socket) fs.chmodSync(socket.path, 0o600);
    else warnOfLoopbackPort(server.getServerConn());
    return {
      url: socket ? socketConnectionString(socket.dir) : `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`,
      async stop() {
        await server.stop();
        await pglite.close();
        socket?.remove();
        release();
      },
    };
  } catch (error) {
    socket?.remove();
    release();
    throw error;
  }
}

/**
 * Node.js on Windows has no Unix domain sockets (a path there names a pipe, which
 * `pg` cannot reach), so there the database is served on a loopback port, open to
 * every local process: said loudly, as the built-in providers are.
 */
function warnOfLoopbackPort(address: string): void {
  console.warn(
    `The embedded database listens on ${address}: on Windows any local process can connect to it, with any credentials. ` +
      "Set DATABASE_URL to a PostgreSQL server for a database that checks passwords.",
  );
}

/**
 * Two processes on one PGlite folder silently lose writes, so the folder is
 * locked with a file holding our PID, taken over only when that PID is dead.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database at ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
