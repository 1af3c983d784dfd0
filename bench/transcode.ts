/**
 * The transcode job against the same ffmpeg command run directly on the same
 * file (≤ 1.05×), time to watchable and to 4K, and the app's memory while it
 * transcodes (within +150 MB of idle). The built server runs the job as in
 * production (a worker on PostgreSQL, local-disk storage); the bench stores
 * the upload, records it and sends the job as publishing will.
 *
 * Clips are made by ffmpeg here: 30 s of 1080p with a tone, about 100 MB
 * (noise keeps the encoder from squeezing it), and 10 s of 2160p.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../server/db/schema";
import { poolExecutor, startJobQueue } from "../server/jobs/queue";
import { LocalDiskStorage } from "../server/storage/local-disk";
import { resolveBinaries } from "../server/video/binaries";
import { enqueueTranscode } from "../server/video/assets";
import { planLadder, posterMoment, stageCommand, WATCHABLE_MAX_QUALITY } from "../server/video/ladder";
import type { BenchDatabase } from "./support/databases";
import { startServer } from "./support/server";

const binaries = await resolveBinaries({ ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH });

interface Clip {
  label: string;
  file: string;
  bytes: number;
}

function runFfmpeg(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(binaries.ffmpeg.path, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
    child.once("error", reject);
    child.once("close", (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`ffmpeg exited ${code}: ${stderr}`))));
  });
}

async function makeClip(dir: string, label: string, size: string, seconds: number, bitrate: string): Promise<Clip> {
  const file = path.join(dir, `${label}.mp4`);
  await runFfmpeg([
    "-v", "error", "-y",
    "-f", "lavfi", "-i", `testsrc2=size=${size}:rate=30:duration=${seconds}`,
    "-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    "-vf", "noise=alls=12:allf=t",
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-b:v", bitrate, "-maxrate", bitrate, "-bufsize", bitrate,
    "-c:a", "aac", "-b:a", "128k", "-shortest", file,
  ]);
  return { label, file, bytes: fs.statSync(file).size };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds a process used, its reaped children's included (ffmpeg and ffprobe, once they exit). */
function cpuSeconds(pid: number | "self"): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime, stime, cutime, cstime: fields 14–17 of stat(5), in clock ticks (100 per second on Linux).
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

/** The 2160p clip has a 4K stage. */
const hasFourKStage = (clip: Clip) => clip.label.includes("2160p");

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => (ms / 1000).toFixed(1);

export async function benchTranscode(database: BenchDatabase): Promise<string> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-bench-transcode-"));
  const dataDir = path.join(work, "data");
  const filler = await database.open();
  const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 2 });
  const jobs = await startJobQueue(poolExecutor(pool), { supervise: false });
  const db = drizzle(pool, { schema });
  const server = await startServer({ ...database.env, DATA_DIR: dataDir });
  const storage = new LocalDiskStorage(path.join(dataDir, "objects"), server.baseUrl, Buffer.alloc(32));
  const rows: string[] = [];
  try {
    console.log("transcode: making the clips");
    const clips = [await makeClip(work, "30 s 1080p", "1920x1080", 30, "26M"), await makeClip(work, "10 s 2160p", "3840x2160", 10, "40M")];
    const [owner] = await filler.query<{ id: string }>(`insert into users (auth_subject, username) values ('bench-video', 'bench_video') returning id`);

    for (const clip of clips) {
      console.log(`transcode: ${clip.label} (${(clip.bytes / 1024 / 1024).toFixed(0)} MB) through the job`);
      const objectPath = `uploads/${owner!.id}/${crypto.randomUUID()}`;
      const info = await storage.writeObjectStream(objectPath, fs.createReadStream(clip.file), "video/mp4");
      await filler.query(`insert into media_objects (object_path, owner_id, visibility, content_type, size, etag) values ($1, $2, 'public', 'video/mp4', $3, $4)`, [
        objectPath,
        owner!.id,
        info.size,
        info.etag,
      ]);

      // Idle: its memory, and the CPU it spends anyway (the queue's polling), taken off the job's below.
      const idle: number[] = [];
      const idleCpuBefore = cpuSeconds(server.pid);
      const idleStarted = performance.now();
      for (let i = 0; i < 30; i++) {
        idle.push(rssMb(server.pid));
        await new Promise((r) => setTimeout(r, 100));
      }
      const idleCpuPerMs = (cpuSeconds(server.pid) - idleCpuBefore) / (performance.now() - idleStarted);
      const cpuBefore = cpuSeconds(server.pid);
      const sent = performance.now();
      const asset = await enqueueTranscode(db, jobs, objectPath);
      let watchableMs = 0;
      let peak = 0;
      for (;;) {
        peak = Math.max(peak, rssMb(server.pid));
        const [row] = await filler.query<{ status: string; renditions: Array<{ quality: number }>; planned_qualities: number[] }>(
          `select status, renditions, planned_qualities from video_assets where id = $1`,
          [asset.id],
        );
        if (row!.status === "failed") throw new Error(`the job refused ${clip.label}`);
        if (row!.status === "ready" && !watchableMs) watchableMs = performance.now() - sent;
        if (row!.status === "ready" && row!.renditions.length === row!.planned_qualities.length) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      // The row is written inside the last stage; the job counts as done once the worker has completed it.
      for (;;) {
        const [done] = await filler.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'transcode-video' and data->>'assetId' = $1 and state = 'completed'`,
          [asset.id],
        );
        if (done!.n >= (hasFourKStage(clip) ? 2 : 1)) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const fullMs = performance.now() - sent;
      // Both stages, the app's own work and its children's, less what it spends idle.
      const jobCpu = cpuSeconds(server.pid) - cpuBefore - idleCpuPerMs * fullMs;
      let directCpu = 0;
      const jobRuns = await filler.query<{ stage: string; ms: number }>(
        `select data->>'stage' as stage, extract(epoch from completed_on - started_on) * 1000 as ms from pgboss.job
         where name = 'transcode-video' and data->>'assetId' = $1 and state = 'completed'`,
        [asset.id],
      );
      const [facts] = await filler.query<{ width: number; height: number; duration_seconds: number; has_audio: boolean }>(
        `select width, height, duration_seconds, has_audio from video_assets where id = $1`,
        [asset.id],
      );

      // The same commands, run directly on the same file.
      console.log(`transcode: ${clip.label} with ffmpeg directly`);
      const ladder = planLadder(facts!.width, facts!.height);
      for (const stage of ["watchable", "2160"] as const) {
        const renditions = ladder.filter((r) => (stage === "watchable" ? r.quality <= WATCHABLE_MAX_QUALITY : r.quality === 2160));
        if (renditions.length === 0) continue;
        const outputDir = path.join(work, `direct-${stage}`);
        await fsp.rm(outputDir, { recursive: true, force: true });
        await fsp.mkdir(outputDir, { recursive: true });
        const command = stageCommand({
          sourceFile: clip.file,
          outputDir,
          renditions,
          hasAudio: facts!.has_audio,
          posterAtSeconds: stage === "watchable" ? posterMoment(facts!.duration_seconds) : null,
        });
        const directCpuBefore = cpuSeconds("self");
        const directMs = await runFfmpeg(command.args);
        directCpu += cpuSeconds("self") - directCpuBefore;
        const jobMs = Number(jobRuns.find((j) => j.stage === stage)?.ms ?? NaN);
        rows.push(
          `| ${clip.label} | ${stage === "watchable" ? renditions.map((r) => r.quality).join("/") : "2160"} | ${seconds(jobMs)} | ${seconds(directMs)} | ${(jobMs / directMs).toFixed(3)} | ${stage === "watchable" ? seconds(watchableMs) : seconds(fullMs)} | | |`,
        );
      }
      rows.push(
        `| ${clip.label} | all stages, CPU s | ${jobCpu.toFixed(1)} | ${directCpu.toFixed(1)} | ${(jobCpu / directCpu).toFixed(3)} | | ${median(idle).toFixed(0)} → ${peak.toFixed(0)} (+${(peak - median(idle)).toFixed(0)}) | ${os.loadavg()[0]!.toFixed(1)} |`,
      );
    }
  } finally {
    await server.stop();
    await jobs.stop();
    await pool.end();
    await filler.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
  return [
    `### Video transcode on ${database.kind} (ffmpeg ${binaries.ffmpeg.source})`,
    "",
    "| clip | stage | job s | ffmpeg directly s | ratio | since sent s (watchable · 4K) | app RSS MB idle → peak | load average |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
