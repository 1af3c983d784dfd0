/** `npm start` builds a part only when it is missing or older than its sources. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markBuilt, newestSource, staleReason } from "./build-freshness.mjs";

const target = { name: "client", script: "build:client", output: "dist/public/index.html", sources: ["client", "vite.config.ts"] };

let root = "";
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));
function write(file: string, time: Date) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, file);
  fs.utimesSync(full, time, time);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-build-freshness-"));
  write("client/src/main.tsx", at(0));
  write("vite.config.ts", at(0));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe("staleReason", () => {
  it("builds when the output is missing", () => {
    expect(staleReason(root, target)).toBe("dist/public/index.html is missing");
  });

  it("builds an output this script never stamped (made by hand, of unknown age)", () => {
    write("dist/public/index.html", at(30));
    expect(staleReason(root, target)).toBe("it was not built by this script yet");
  });

  it("skips the build when every source is older than the last build's start", () => {
    write("dist/public/index.html", at(20));
    markBuilt(root, target, at(10));
    expect(staleReason(root, target)).toBeUndefined();
  });

  it("builds again after a source file changed, naming it, however deep it is", () => {
    write("dist/public/index.html", at(20));
    markBuilt(root, target, at(10));
    write("client/src/features/community/thread.tsx", at(11));
    expect(staleReason(root, target)).toBe(`${path.join("client", "src", "features", "community", "thread.tsx")} changed since`);
  });

  it("builds again after a config file listed as a source changed", () => {
    write("dist/public/index.html", at(20));
    markBuilt(root, target, at(10));
    write("vite.config.ts", at(15));
    expect(staleReason(root, target)).toBe("vite.config.ts changed since");
  });

  it("builds again when a file was saved while the last build ran (the stamp is dated at the build's start)", () => {
    markBuilt(root, target, at(10));
    write("client/src/main.tsx", at(12));
    write("dist/public/index.html", at(14));
    expect(staleReason(root, target)).toBe(`${path.join("client", "src", "main.tsx")} changed since`);
  });

  it("ignores test files, which are never bundled", () => {
    write("dist/public/index.html", at(20));
    markBuilt(root, target, at(10));
    write("client/src/lib/format.test.ts", at(30));
    expect(staleReason(root, target)).toBeUndefined();
  });
});

describe("newestSource", () => {
  it("skips sources that do not exist and node_modules and dot folders inside them", () => {
    write("client/node_modules/x/index.js", at(50));
    write("client/.cache/file", at(50));
    expect(newestSource(root, ["client", "vite.config.ts", "tailwind.config.ts"])).toEqual({
      file: path.join("client", "src", "main.tsx"),
      mtimeMs: at(0).getTime(),
    });
  });
});
