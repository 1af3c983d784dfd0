/**
 * Embedded PostgreSQL: PGlite in this process, served on a loopback port so the
 * rest of the server talks to it through `pg` exactly as it would to a real
 * PostgreSQL.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PGLITE_EXTENSIONS } from "./pglite-extensions";

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
  try {
    const pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
    const server = new PGLiteSocketServer({
      db: pglite,
      host: "127.0.0.1",
      port: 0,
      // Without this the socket server accepts a single connection.
      maxConnections: options.maxConnections + 2,
    });
    await server.start();
    const address = server.getServerConn();
    return {
      url: `postgres://postgres@${address}/postgres?sslmode=disable`,
      async stop() {
        await server.stop();
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
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
