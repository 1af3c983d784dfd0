/**
 * Where the embedded database listens: a Unix domain socket in a folder of its
 * own that only this OS user may enter (0700), so no other user's process can
 * connect. PGlite has no authentication (pglite-socket hands it the startup
 * message and it answers "authentication ok" to any user and password), so the
 * file system's permissions are the lock. Whoever passes them could read the
 * data folder directly anyway.
 *
 * The folder is made fresh in the OS's temporary folder: mkdtemp creates it
 * with mode 0700 in one step, and its path stays within the 104 bytes a socket
 * path may have, however deep DATA_DIR is.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The port number in the socket's file name: the one PostgreSQL clients assume for a socket folder. */
const SOCKET_PORT = 5432;

export interface PrivateSocket {
  /** The folder: what `pg` is given as its host. */
  dir: string;
  /** The socket file to listen on. */
  path: string;
  /** Removes the folder and the socket in it. */
  remove(): void;
}

export function privateSocket(): PrivateSocket {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-db-"));
  fs.chmodSync(dir, 0o700);
  return {
    dir,
    path: path.join(dir, `.s.PGSQL.${SOCKET_PORT}`),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A connection string for `pg` over the socket in `dir`. */
export function socketConnectionString(dir: string): string {
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
}
