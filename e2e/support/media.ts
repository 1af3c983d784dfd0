/**
 * Small, valid media files made by the browser itself for upload journeys: PNG
 * pictures drawn on a canvas, and a short WebM clip recorded from a canvas with
 * MediaRecorder (Chromium encodes VP8), so no binary fixtures live in the repo.
 */
import type { BrowserContext, Page } from "playwright-core";

export interface MediaFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG picture of `width`×`height` with a colour gradient and a label. */
export async function makePng(context: BrowserContext, name: string, label: string, width = 640, height = 400): Promise<MediaFile> {
  return withBlankPage(context, async (page) => {
    const dataUrl = await page.evaluate(
      ({ label, width, height }) => {
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext("2d")!;
        const gradient = g.createLinearGradient(0, 0, width, height);
        gradient.addColorStop(0, "#7c3aed");
        gradient.addColorStop(1, "#f43f5e");
        g.fillStyle = gradient;
        g.fillRect(0, 0, width, height);
        g.fillStyle = "#fff";
        g.font = `bold ${Math.round(height / 8)}px sans-serif`;
        g.textAlign = "center";
        g.fillText(label, width / 2, height / 2);
        return canvas.toDataURL("image/png");
      },
      { label, width, height },
    );
    return { name, mimeType: "image/png", buffer: Buffer.from(dataUrl.split(",")[1], "base64") };
  });
}

/** A WebM clip of about `seconds` seconds: a moving dot on flickering confetti. */
export async function makeWebm(context: BrowserContext, name: string, seconds = 1): Promise<MediaFile> {
  return withBlankPage(context, async (page) => {
    const base64 = await page.evaluate(async (ms) => {
      const canvas = document.createElement("canvas");
      canvas.width = 320;
      canvas.height = 240;
      const g = canvas.getContext("2d")!;
      // No named functions in here: the test runner's transpiler would wrap them in helpers the page lacks.
      const recorder = new MediaRecorder(canvas.captureStream(15), {
        mimeType: "video/webm;codecs=vp8",
        videoBitsPerSecond: 1_000_000,
      });
      const chunks: Blob[] = [];
      recorder.addEventListener("dataavailable", (event) => chunks.push(event.data));
      const stopped = new Promise((resolve) => recorder.addEventListener("stop", resolve));
      recorder.start();
      const started = performance.now();
      for (let t = 0; t < ms; t = performance.now() - started) {
        // Coloured confetti that changes every frame: hard to compress, so the
        // clip is big enough (~100 kB) for an upload to report progress in steps.
        for (let x = 0; x < 320; x += 16) {
          for (let y = 0; y < 240; y += 16) {
            g.fillStyle = `hsl(${Math.floor(Math.random() * 360)} 70% 55%)`;
            g.fillRect(x, y, 16, 16);
          }
        }
        g.fillStyle = "#fde047";
        g.beginPath();
        g.arc(40 + (t / ms) * 240, 120, 30, 0, Math.PI * 2);
        g.fill();
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
      let binary = "";
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    }, seconds * 1000);
    return { name, mimeType: "video/webm", buffer: Buffer.from(base64, "base64") };
  });
}

async function withBlankPage<T>(context: BrowserContext, work: (page: Page) => Promise<T>): Promise<T> {
  const page = await context.newPage();
  try {
    return await work(page);
  } finally {
    await page.close();
  }
}
