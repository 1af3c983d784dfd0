// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ImageView } from "@shared/media";
import { imageAt, ResponsiveImage } from "./responsive-image";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const PLACEHOLDER = "data:image/webp;base64,UklGRiIAAABXRUJQVlA4";

const photo: ImageView = {
  url: "/objects/uploads/u1/photo",
  width: 2000,
  height: 1500,
  placeholder: PLACEHOLDER,
  variants: [
    { url: "/objects/uploads/u1/photo.w320.webp", width: 320 },
    { url: "/objects/uploads/u1/photo.w640.webp", width: 640 },
    { url: "/objects/uploads/u1/photo.w1280.webp", width: 1280 },
  ],
};

async function render(element: React.ReactElement): Promise<HTMLImageElement> {
  await act(async () => root.render(element));
  return container.querySelector("img")!;
}

describe("a responsive image", () => {
  it("offers every variant by its width, drawn at the given sizes, with its intrinsic size", async () => {
    const img = await render(<ResponsiveImage image={photo} alt="Biscuit at the beach" sizes="(min-width: 640px) 50vw, 100vw" />);
    expect(img.getAttribute("srcset")).toBe(
      "/objects/uploads/u1/photo.w320.webp 320w, /objects/uploads/u1/photo.w640.webp 640w, /objects/uploads/u1/photo.w1280.webp 1280w",
    );
    expect(img.getAttribute("sizes")).toBe("(min-width: 640px) 50vw, 100vw");
    expect(img.getAttribute("src")).toBe(photo.url);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["2000", "1500"]);
    expect(img.alt).toBe("Biscuit at the beach");
  });

  it("loads lazily and decodes off the main thread, unless it is the page's likely largest paint", async () => {
    const lazy = await render(<ResponsiveImage image={photo} alt="" sizes="100vw" />);
    expect([lazy.getAttribute("loading"), lazy.getAttribute("decoding"), lazy.getAttribute("fetchpriority")]).toEqual([
      "lazy",
      "async",
      "auto",
    ]);
    const first = await render(<ResponsiveImage image={photo} alt="" sizes="100vw" priority />);
    expect([first.getAttribute("loading"), first.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
  });

  it("shows its placeholder behind it until it has loaded", async () => {
    const img = await render(<ResponsiveImage image={photo} alt="" sizes="100vw" />);
    expect(img.style.backgroundImage).toBe(`url("${PLACEHOLDER}")`);
    await act(async () => img.dispatchEvent(new Event("load")));
    expect(img.style.backgroundImage).toBe("");
  });

  it("is the original alone while no variant exists (just uploaded, or an address elsewhere)", async () => {
    const img = await render(<ResponsiveImage image={imageAt("https://images.example.com/leash.png")} alt="" sizes="100vw" />);
    expect(img.getAttribute("src")).toBe("https://images.example.com/leash.png");
    for (const attribute of ["srcset", "sizes", "width", "height", "style"]) expect(img.hasAttribute(attribute), attribute).toBe(false);
  });
});
