import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkBinaries, ensureExecutable, resolveBinaries } from "./binaries";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-binaries-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("which ffmpeg and ffprobe", () => {
  it("without FFMPEG_PATH and FFPROBE_PATH: the binaries inside the npm packages, which run and state their versions", async () => {
    const binaries = await resolveBinaries({});
    expect(binaries.ffmpeg.source).toBe("@ffmpeg-installer/ffmpeg");
    expect(binaries.ffprobe.source).toBe("@ffprobe-installer/ffprobe");
    expect(binaries.ffmpeg.path).toContain(`node_modules${path.sep}@ffmpeg-installer`);
    const checked = await checkBinaries(binaries);
    expect(checked.ffmpeg.version).toMatch(/\S/);
    expect(checked.ffprobe.version).toMatch(/\S/);
  });

  it("FFMPEG_PATH and FFPROBE_PATH win when set", async () => {
    const binaries = await resolveBinaries({ ffmpegPath: "/opt/ffmpeg/bin/ffmpeg", ffprobePath: "/opt/ffmpeg/bin/ffprobe" });
    expect(binaries.ffmpeg).toEqual({ path: "/opt/ffmpeg/bin/ffmpeg", source: "FFMPEG_PATH" });
    expect(binaries.ffprobe).toEqual({ path: "/opt/ffmpeg/bin/ffprobe", source: "FFPROBE_PATH" });
  });

  it("a configured binary that does not run is an error naming it", async () => {
    const missing = path.join(dir, "no-such-ffmpeg");
    await expect(checkBinaries(await resolveBinaries({ ffmpegPath: missing, ffprobePath: missing }))).rejects.toThrow(`${missing} (FFMPEG_PATH) does not run`);
  });

  it.skipIf(process.platform === "win32")("a packaged binary whose install script was skipped gets its run bit back", async () => {
    const file = path.join(dir, "ffmpeg");
    fs.writeFileSync(file, "#!/bin/sh\necho 'ffmpeg version 9.9-test'\n", { mode: 0o644 });
    await ensureExecutable(file);
    expect(fs.statSync(file).mode & 0o100).toBe(0o100);
  });
});
