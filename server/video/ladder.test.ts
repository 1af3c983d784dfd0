import { describe, expect, it } from "vitest";
import type { VideoRendition } from "../db/schema";
import { buildMasterPlaylist, planLadder, stageCommand } from "./ladder";

const sizes = (width: number, height: number) => planLadder(width, height).map((r) => [r.quality, r.width, r.height]);

describe("the ladder goes by the short side, never above the source", () => {
  it("a 640×360 clip gets 360 alone", () => {
    expect(sizes(640, 360)).toEqual([[360, 640, 360]]);
  });
  it("a 1080p clip gets 360, 720 and 1080", () => {
    expect(sizes(1920, 1080)).toEqual([
      [360, 640, 360],
      [720, 1280, 720],
      [1080, 1920, 1080],
    ]);
  });
  it("a 1080×1920 reel keeps its shape: its 1080 is 1080 wide", () => {
    expect(sizes(1080, 1920)).toEqual([
      [360, 360, 640],
      [720, 720, 1280],
      [1080, 1080, 1920],
    ]);
  });
  it("a 2160p clip gets all four rungs", () => {
    expect(sizes(3840, 2160).map(([q]) => q)).toEqual([360, 720, 1080, 2160]);
  });
  it("a clip between rungs stops at the rung below it (no upscaling)", () => {
    expect(sizes(1000, 700)).toEqual([[360, 514, 360]]);
  });
  it("a clip smaller than 360 gets one rendition at its own size", () => {
    expect(sizes(320, 240)).toEqual([[240, 320, 240]]);
  });
});

describe("the stage command", () => {
  const renditions = planLadder(1920, 1080);
  it("forces keyframes by time at 1 s then every 4 s without scene-cut keyframes, in one HLS output per rendition", () => {
    const { args } = stageCommand({ sourceFile: "in.mp4", outputDir: "out", renditions, hasAudio: true, posterAtSeconds: 1 });
    expect(args).toContain("expr:if(eq(n_forced,0),1,gte(t,1+(n_forced-1)*4))");
    expect(args[args.indexOf("-sc_threshold") + 1]).toBe("0");
    expect(args[args.indexOf("-hls_init_time") + 1]).toBe("1");
    expect(args[args.indexOf("-hls_time") + 1]).toBe("4");
    expect(args[args.indexOf("-var_stream_map") + 1]).toBe("v:0,a:0 v:1,a:1 v:2,a:2");
    expect(args.at(-1)).toMatch(/poster\.jpg$/);
  });
  it("maps no audio for a silent source and makes no poster when not asked", () => {
    const { args, posterFile } = stageCommand({ sourceFile: "in.mp4", outputDir: "out", renditions, hasAudio: false, posterAtSeconds: null });
    expect(args).not.toContain("0:a:0");
    expect(args[args.indexOf("-var_stream_map") + 1]).toBe("v:0 v:1 v:2");
    expect(posterFile).toBeNull();
  });
});

describe("the master playlist", () => {
  const rendition = (quality: number, width: number, height: number): VideoRendition => ({
    quality,
    width,
    height,
    bandwidth: quality * 1000,
    codecs: "avc1.64001f,mp4a.40.2",
    playlistPath: `videos/a/${quality}/index.m3u8`,
    segmentPaths: [],
  });
  const all = [rendition(2160, 3840, 2160), rendition(360, 640, 360), rendition(1080, 1920, 1080), rendition(720, 1280, 720)];

  it("lists every rendition, smallest first", () => {
    const master = buildMasterPlaylist(all);
    expect(master.startsWith("#EXTM3U\n")).toBe(true);
    expect(master.match(/^\d+\/index\.m3u8$/gm)).toEqual(["360/index.m3u8", "720/index.m3u8", "1080/index.m3u8", "2160/index.m3u8"]);
    expect(master).toContain('#EXT-X-STREAM-INF:BANDWIDTH=720000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"');
  });
  it("limited to a maximum quality, lists only those up to it, at the addresses asked for", () => {
    const master = buildMasterPlaylist(all, { maxQuality: 1080, variantUri: (r) => `/v/token/${r.quality}.m3u8` });
    expect(master.match(/^\/v\/.*$/gm)).toEqual(["/v/token/360.m3u8", "/v/token/720.m3u8", "/v/token/1080.m3u8"]);
    expect(master).not.toContain("3840x2160");
  });
});
