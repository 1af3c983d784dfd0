/**
 * Which ffmpeg and ffprobe the pipeline spawns: FFMPEG_PATH / FFPROBE_PATH when
 * set (a newer system build), otherwise the binaries the @ffmpeg-installer and
 * @ffprobe-installer packages carry inside their tarballs, so `npm ci` alone
 * gives a server that transcodes. Their install scripts only set the run bit;
 * package.json allows them, and start-up sets it again when an install skipped
 * them (npm's allowScripts, another package manager).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";

interface Binary {
  path: string;
  /** Where the path came from: the environment variable or the npm package. */
  source: string;
}

export interface VideoBinaries {
  ffmpeg: Binary;
  ffprobe: Binary;
}

export interface VideoBinariesConfig {
  ffmpegPath?: string;
  ffprobePath?: string;
}

/**
 * The binaries configured, without running them. A package is loaded only
 * when its variable is unset (it throws on a platform it has no binary for).
 */
export async function resolveBinaries(config: VideoBinariesConfig): Promise<VideoBinaries> {
  return {
    ffmpeg: config.ffmpegPath
      ? { path: config.ffmpegPath, source: "FFMPEG_PATH" }
      : { path: await packagedPath("ffmpeg", () => import("@ffmpeg-installer/ffmpeg")), source: "@ffmpeg-installer/ffmpeg" },
    ffprobe: config.ffprobePath
      ? { path: config.ffprobePath, source: "FFPROBE_PATH" }
      : { path: await packagedPath("ffprobe", () => import("@ffprobe-installer/ffprobe")), source: "@ffprobe-installer/ffprobe" },
  };
}

async function packagedPath(name: "ffmpeg" | "ffprobe", load: () => Promise<{ default: { path: string } }>): Promise<string> {
  try {
    return (await load()).default.path;
  } catch (error) {
    // The packages throw a string for a platform they carry no binary for.
    throw new Error(`@${name}-installer/${name} has no binary for this platform (${String(error)}): set ${name.toUpperCase()}_PATH`);
  }
}

export interface CheckedBinary extends Binary {
  /** The version its first line of `-version` states, e.g. "5.1.6-0+deb12u1" or "N-47683-g0e8eb07980-static". */
  version: string;
}

/**
 * Makes sure both binaries run, and answers their versions (start-up logs
 * them). A packaged binary that lost its run bit gets it back; a binary that
 * does not run is an error naming it.
 */
export async function checkBinaries(binaries: VideoBinaries): Promise<{ ffmpeg: CheckedBinary; ffprobe: CheckedBinary }> {
  const [ffmpeg, ffprobe] = await Promise.all([checkBinary(binaries.ffmpeg), checkBinary(binaries.ffprobe)]);
  return { ffmpeg, ffprobe };
}

async function checkBinary(binary: Binary): Promise<CheckedBinary> {
  // A configured path is the operator's, used as it is; Windows has no run bit.
  if (binary.source.startsWith("@") && process.platform !== "win32") await ensureExecutable(binary.path);
  const firstLine = await versionLine(binary.path).catch((error: Error) => {
    throw new Error(`${binary.path} (${binary.source}) does not run: ${error.message}`);
  });
  const version = /version (\S+)/.exec(firstLine)?.[1];
  if (!version) throw new Error(`${binary.path} (${binary.source}) did not state a version: ${firstLine}`);
  return { ...binary, version };
}

/** Adds the owner's run bit when the install script that sets it did not run. */
export async function ensureExecutable(file: string): Promise<void> {
  try {
    await fsp.access(file, fs.constants.X_OK);
  } catch {
    const { mode } = await fsp.stat(file);
    await fsp.chmod(file, mode | 0o100);
  }
}

function versionLine(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, ["-version"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (out.length < 4096) out += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve(out.split("\n")[0] ?? "");
      else reject(new Error(`-version exited with ${code}`));
    });
  });
}
