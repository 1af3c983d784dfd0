/**
 * Runs ffmpeg and ffprobe as child processes with argument arrays (no shell):
 * answers stdout, keeps only the tail of stderr (ffmpeg's log can be long, the
 * app's memory stays flat) and reports ffmpeg's -progress output as it comes.
 */
import { spawn, type ChildProcess } from "node:child_process";

const STDERR_TAIL_BYTES = 16 * 1024;

export interface RunOptions {
  /** Called with each -progress block's out_time in seconds (ffmpeg writes them to stdout with `-progress pipe:1`). */
  onProgress?: (outTimeSeconds: number) => void;
  /** Sees the child once spawned (tests kill it to play a crash). */
  onSpawn?: (child: ChildProcess) => void;
  /** Collects stdout (ffprobe's JSON); off for ffmpeg, whose stdout is the progress stream. */
  captureStdout?: boolean;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderrTail: string;
}

export class ChildProcessFailed extends Error {
  constructor(
    readonly command: string,
    readonly result: RunResult,
  ) {
    super(
      `${command} ${result.signal ? `was killed by ${result.signal}` : `exited with ${result.code}`}: ${lastLines(result.stderrTail, 3)}`,
    );
  }
}

function run(file: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe"], windowsHide: true });
    options.onSpawn?.(child);
    let stdout = "";
    let stderr = "";
    let pending = "";
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (options.captureStdout) stdout += chunk;
      if (!options.onProgress) return;
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        // out_time=00:00:01.234567 (out_time_ms is microseconds in older builds: the clock form is the same everywhere).
        const match = /^out_time=(-?)(\d+):(\d+):(\d+(?:\.\d+)?)/.exec(line.trim());
        if (match && !match[1]) options.onProgress(Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4]));
      }
    });
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderrTail: stderr }));
  });
}

/** Runs and throws ChildProcessFailed unless the child exits with 0. */
export async function runChecked(file: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const result = await run(file, args, options);
  if (result.code !== 0) throw new ChildProcessFailed(file.split(/[\\/]/).pop() ?? file, result);
  return result;
}

function lastLines(text: string, count: number): string {
  return text.trim().split("\n").slice(-count).join(" | ");
}
