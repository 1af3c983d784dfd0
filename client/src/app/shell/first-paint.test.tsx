import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { FirstPaint } from "./first-paint";

const INDEX_HTML = path.join(import.meta.dirname, "../../../index.html");

describe("the first paint in index.html", () => {
  it("is the app's own header bar and brand mark, as the app draws them", () => {
    const html = fs.readFileSync(INDEX_HTML, "utf8");
    const inRoot = /<div id="root">([\s\S]*)<\/div>\s*<script type="module"/.exec(html)?.[1];
    const markup = inRoot?.replace(/<!--[\s\S]*?-->/g, "").replace(/>\s+</g, "><").trim();
    expect(markup).toBe(
      renderToStaticMarkup(
        <Router ssrPath="/">
          <FirstPaint />
        </Router>,
      ),
    );
  });
});
