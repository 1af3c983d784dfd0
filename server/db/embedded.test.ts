/**
 * Who can reach the embedded database. PGlite accepts whatever user and
 * password a connection names, so the embedded mode listens on no network port:
 * only on a socket file in a folder that no other OS user may enter.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from ".";

let database: Database;
let closed = false;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-embedded-test-"));
  const config = {
    dataDir,
    database: { url: undefined, poolSize: 2, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0, acquireTimeoutMs: 10_000 },
  };
  // The suite's migrated template opens in about a second; on a PostgreSQL run there is none, and an empty database will do.
  const template = inject("embeddedTemplateFile");
  database = await openDatabase(config, { inMemory: true, loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined });
});
afterAll(async () => {
  if (!closed) await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How the app's own pool reaches the database. */
function poolTarget(): { connectionString: string; host: string } {
  const connectionString = database.pool.options.connectionString!;
  const url = new URL(connectionString);
  return { connectionString, host: url.searchParams.get("host") ?? url.hostname };
}

describe("the embedded database's socket", () => {
  it("is a socket file in a folder only this OS user may enter, and the app's pool works through it", async () => {
    const { host } = poolTarget();
    expect(path.isAbsolute(host), `the pool connects to ${host}`).toBe(true);
    const folder = fs.statSync(host);
    expect(folder.isDirectory()).toBe(true);
    expect(folder.uid).toBe(process.getuid!());
    expect((folder.mode & 0o777).toString(8)).toBe("700");
    const socket = fs.statSync(path.join(host, ".s.PGSQL.5432"));
    expect(socket.isSocket()).toBe(true);
    expect((socket.mode & 0o077).toString(8)).toBe("0");

    const { rows } = await database.pool.query("select 1 + 1 as two");
    expect(rows).toEqual([{ two: 2 }]);
  });

  // Switching to another OS user needs root; as anyone else the permissions above are what is checked.
  it.runIf(process.getuid?.() === 0)("refuses another OS user's process, whatever credentials it names", async () => {
    const attempt = `
      const pg = require("pg");
      const client = new pg.Client({ connectionString: process.argv[1], user: "postgres", password: "guessed" });
      client.connect()
        .then(() => client.query("select count(*) from pg_catalog.pg_class"))
        .then(() => console.log("connected"), (error) => console.log(error.code ?? error.message))
        .finally(() => process.exit(0));`;
    const nobody = 65534;
    const { stdout } = await promisify(execFile)(process.execPath, ["-e", attempt, poolTarget().connectionString], {
      cwd: process.cwd(),
      uid: nobody,
      gid: nobody,
      timeout: 15_000,
    });
    expect(stdout.trim()).toBe("EACCES");
  });

  it("is removed with its folder when the database closes", async () => {
    const { host } = poolTarget();
    expect(fs.existsSync(host)).toBe(true);
    closed = true;
    await database.close();
    expect(fs.existsSync(host)).toBe(false);
  });
});
