/**
 * The import boundaries (./boundaries.mjs) refuse what they say they refuse: each
 * rule is tried on a planted import in a scratch project that holds only the rule,
 * and an allowed import next to it passes.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const OXLINT = path.resolve(import.meta.dirname, "../node_modules/.bin/oxlint");

interface Diagnostic {
  message: string;
  filename: string;
}

/** A file (project-relative) that imports another, and whether the rule must refuse it. */
interface Planted {
  file: string;
  imports: string;
  refused: boolean;
}

const PLANTED: Planted[] = [
  // Server layers.
  { file: "server/http/planted.ts", imports: "../routes/things/queries", refused: true },
  { file: "server/db/planted.ts", imports: "../commands/do-thing", refused: true },
  { file: "server/storage/planted.ts", imports: "../jobs/queue", refused: true },
  { file: "server/policies/planted.ts", imports: "../presenters/thing", refused: true },
  { file: "server/db/planted-payments.ts", imports: "../payments/settle", refused: true },
  { file: "server/storage/planted-auth.ts", imports: "../auth/session", refused: true },
  { file: "server/presenters/planted.ts", imports: "../routes/things/queries", refused: true },
  { file: "server/presenters/planted-command.ts", imports: "../commands/do-thing", refused: true },
  { file: "server/commands/planted.ts", imports: "../routes/things/queries", refused: true },
  { file: "server/routes/things/planted.ts", imports: "../others/queries", refused: true },
  { file: "server/routes/things/planted-fixture.ts", imports: "../../test/fixtures/things", refused: true },
  { file: "server/jobs/planted-fixture.ts", imports: "../test/stripe-stand-in", refused: true },
  // What the layers allow.
  { file: "server/routes/things/router.ts", imports: "./queries", refused: false },
  { file: "server/routes/things/allowed.ts", imports: "../../commands/do-thing", refused: false },
  { file: "server/commands/allowed.ts", imports: "../presenters/thing", refused: false },
  { file: "server/presenters/allowed.ts", imports: "../policies/thing", refused: false },
  { file: "server/db/allowed.ts", imports: "../http/errors", refused: false },
  { file: "server/routes/things/things.test.ts", imports: "../../test/fixtures/things", refused: false },
  { file: "server/test/fixtures/allowed.ts", imports: "../harness", refused: false },
  // The client's zones.
  { file: "client/src/features/a/planted.ts", imports: "../b/api", refused: true },
  { file: "client/src/lib/planted.ts", imports: "../features/a/api", refused: true },
  { file: "client/src/app/allowed.ts", imports: "../features/a/api", refused: false },
  { file: "shared/planted.ts", imports: "../server/db", refused: true },
];

let root = "";
let diagnostics: Diagnostic[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  fs.mkdirSync(path.join(root, "lint"));
  fs.copyFileSync(path.join(import.meta.dirname, "boundaries.mjs"), path.join(root, "lint/boundaries.mjs"));
  fs.writeFileSync(
    path.join(root, ".oxlintrc.json"),
    JSON.stringify({ jsPlugins: ["./lint/boundaries.mjs"], rules: { "boundaries/zones": "error" } }),
  );
  for (const { file, imports } of PLANTED) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `import * as planted from "${imports}";\nexport default planted;\n`);
  }
  // oxlint exits non-zero when it reports: the report is what matters.
  const output = await run(OXLINT, ["-c", ".oxlintrc.json", "--format", "json", "server", "client", "shared"], { cwd: root }).catch(
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  diagnostics = JSON.parse(output.stdout).diagnostics;
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const reportsOn = (file: string) => diagnostics.filter((d) => d.filename === file).map((d) => d.message);

describe.each(PLANTED.filter((p) => p.refused).map((p) => [p.file, p.imports] as const))("%s importing %s", (file, imports) => {
  it("is refused, naming the import", () => {
    expect(reportsOn(file)).toEqual([expect.stringContaining(`"${imports}"`)]);
  });
});

describe.each(PLANTED.filter((p) => !p.refused).map((p) => [p.file, p.imports] as const))("%s importing %s", (file) => {
  it("is allowed", () => {
    expect(reportsOn(file)).toEqual([]);
  });
});
