// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UploadPurpose } from "@shared/constants/uploads";
import { FakeXhr } from "@/lib/uploads/fake-xhr";
import { MediaUpload } from "./media-upload";

const toast = vi.hoisted(() => vi.fn());
vi.mock("@/hooks/use-toast", () => ({ toast }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ticket = {
  uploadURL: "http://localhost/objects/uploads/u1/abc?signature=s",
  objectPath: "/objects/uploads/u1/abc",
  uploadHeaders: { "Content-Type": "image/png" },
};

let container: HTMLDivElement;
let root: Root;
let changes: (string | null)[];

function Field({ purpose }: { purpose: UploadPurpose }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <MediaUpload
      label="Post media"
      purpose={purpose}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

async function render(purpose: UploadPurpose) {
  await act(async () => root.render(<Field purpose={purpose} />));
}

async function choose(file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

async function sentXhr(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.instances.length).toBeGreaterThan(0));
  return FakeXhr.instances[FakeXhr.instances.length - 1];
}

const png = (size = 2048) => {
  const file = new File([new Uint8Array(8)], "biscuit.png", { type: "image/png" });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

const button = (text: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === text) as HTMLButtonElement | undefined;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  changes = [];
  toast.mockClear();
  FakeXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.stubGlobal("fetch", vi.fn(async () => Response.json(ticket)));
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe("MediaUpload", () => {
  it("refuses a file over the limit with the 'File too large' toast and sends nothing", async () => {
    await render("image");
    await choose(png(10 * 1024 * 1024 + 1));
    expect(toast).toHaveBeenCalledWith({
      title: "File too large",
      description: "Maximum file size is 10MB",
      variant: "destructive",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a file of the wrong kind with the 'Invalid file type' toast", async () => {
    await render("video");
    await choose(png());
    expect(toast).toHaveBeenCalledWith({
      title: "Invalid file type",
      description: "Please upload a valid file",
      variant: "destructive",
    });
  });

  it("shows a preview and the progress while uploading, then hands over the path", async () => {
    await render("image");
    await choose(png(2048));
    expect(container.querySelector("img")?.getAttribute("src")).toBe("blob:preview");

    const xhr = await sentXhr();
    await act(async () => xhr.progress(1024, 2048));
    const bar = container.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute("aria-valuenow")).toBe("50");
    expect(container.textContent).toContain("50% · 1.0 KB of 2.0 KB");

    await act(async () => xhr.respond(200));
    expect(changes).toEqual(["/objects/uploads/u1/abc"]);
    expect(toast).toHaveBeenCalledWith({ title: "Upload successful" });
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
  });

  it("keeps the uploaded file when the post's media type changes", async () => {
    await render("image");
    await choose(png());
    await act(async () => (await sentXhr()).respond(200));
    await render("video");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("blob:preview");
    expect(changes).toEqual(["/objects/uploads/u1/abc"]);
  });

  it("cancels an upload without an error toast and keeps the earlier file", async () => {
    await render("image");
    await choose(png());
    await act(async () => (await sentXhr()).respond(200));

    await choose(png(4096));
    const second = await sentXhr();
    expect(FakeXhr.instances).toHaveLength(2);
    await act(async () => button("Cancel")!.click());
    expect(second.aborted).toBe(true);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive" }));
    expect(changes).toEqual(["/objects/uploads/u1/abc"]);
  });

  it("shows 'Upload failed' when the transfer fails", async () => {
    await render("image");
    await choose(png());
    await act(async () => (await sentXhr()).failNetwork());
    expect(toast).toHaveBeenCalledWith({
      title: "Upload failed",
      description: "Failed to upload file. Please try again.",
      variant: "destructive",
    });
    expect(changes).toEqual([]);
  });
});
