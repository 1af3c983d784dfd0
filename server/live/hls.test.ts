import { describe, expect, it } from "vitest";
import { completePlaylist, liveIngestArgs, liveMasterPlaylist, livePlaylistWindow } from "./hls";

const entry = (n: number, extra: string[] = []) => [...extra, "#EXTINF:2.000000,", `#EXT-X-PROGRAM-DATE-TIME:2026-11-27T14:00:${String(n * 2).padStart(2, "0")}.000+0000`, `segment_${String(n).padStart(5, "0")}.ts`];
const playlist = (count: number, options: { ended?: boolean; discontinuityAt?: number } = {}) =>
  [
    "#EXTM3U", "#EXT-X-VERSION:6", "#EXT-X-TARGETDURATION:2", "#EXT-X-MEDIA-SEQUENCE:0", "#EXT-X-PLAYLIST-TYPE:EVENT", "#EXT-X-INDEPENDENT-SEGMENTS",
    ...Array.from({ length: count }, (_, n) => entry(n, n === options.discontinuityAt ? ["#EXT-X-DISCONTINUITY"] : [])).flat(),
    ...(options.ended ? ["#EXT-X-ENDLIST"] : []),
    "",
  ].join("\n");

describe("a live's playlists", () => {
  it("a viewer reads the newest six segments, numbered as in the whole recording", () => {
    const window = livePlaylistWindow(playlist(10, { discontinuityAt: 2 }));
    expect(window).toContain("#EXT-X-MEDIA-SEQUENCE:4");
    expect(window).toContain("#EXT-X-DISCONTINUITY-SEQUENCE:1");
    expect(window).not.toContain("PLAYLIST-TYPE");
    expect(window.match(/segment_\d+\.ts/g)).toEqual(["segment_00004.ts", "segment_00005.ts", "segment_00006.ts", "segment_00007.ts", "segment_00008.ts", "segment_00009.ts"]);
    expect(livePlaylistWindow(playlist(3, { ended: true }))).toMatch(/#EXT-X-MEDIA-SEQUENCE:0[\s\S]*segment_00002\.ts\n#EXT-X-ENDLIST\n$/);
  });

  it("a playlist read while ffmpeg writes it is cut after its last whole segment", () => {
    const text = playlist(3);
    const { playlist: cut, segments } = completePlaylist(`${text}#EXTINF:2.000000,\nsegment_000`);
    expect(segments).toEqual(["segment_00000.ts", "segment_00001.ts", "segment_00002.ts"]);
    expect(cut.trim().endsWith("segment_00002.ts")).toBe(true);
  });

  it("LIVE_LADDER=720,360 writes two renditions, each 2-second segments, and the master lists both", () => {
    const args = liveIngestArgs({ format: "webm", workDir: "/w", ladder: [720, 360], startNumber: 7 });
    expect(args.filter((a) => a.endsWith("index.m3u8"))).toEqual(["/w/720/index.m3u8", "/w/360/index.m3u8"]);
    expect(args.filter((a, i) => args[i - 1] === "-hls_time")).toEqual(["2", "2"]);
    expect(args.filter((a, i) => args[i - 1] === "-start_number")).toEqual(["7", "7"]);
    expect(args.slice(args.indexOf("-f"), args.indexOf("-i") + 2)).toEqual(["-f", "matroska", "-i", "pipe:0"]);
    const fromRtmp = liveIngestArgs({ format: "flv", workDir: "/w", ladder: [720], startNumber: 0 });
    expect(fromRtmp.slice(fromRtmp.indexOf("-f"), fromRtmp.indexOf("-i") + 2)).toEqual(["-f", "flv", "-i", "pipe:0"]);
    expect(liveMasterPlaylist([720, 360]).match(/^\d+\/index\.m3u8$/gm)).toEqual(["360/index.m3u8", "720/index.m3u8"]);
  });
});
