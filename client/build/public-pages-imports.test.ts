// @vitest-environment node
/**
 * A public page (one a visitor may land on, drawn by the server) loads with
 * itself only what reading it needs. Forms, their library and the request
 * schemas, and dialogs load when someone starts to use them (lazy parts): when
 * an owner-only menu was imported statically by the creator profile's tier
 * list, the profile's parts chunk carried zod and every schema (160 KB instead
 * of 21 KB) for every visitor.
 *
 * esbuild bundles each page with code splitting; the page's static closure is
 * its entry chunk and every chunk that chunk imports statically (dynamic
 * imports are the lazy parts, left out).
 */
import path from "node:path";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../src/app/route-table";

const root = path.join(import.meta.dirname, "../..");

/** Packages and modules a page may load only on use. */
const ON_USE_ONLY = ["zod", "react-hook-form", "@hookform/resolvers/zod", "@radix-ui/react-dialog"];
const ON_USE_ONLY_MODULES = ["shared/validation.ts"];
/**
 * What the header has only for a signed-in person: the live channel's client, the live
 * counts and the messages button load in their own chunk once someone is signed in
 * (client/src/app/shell/signed-in-parts.tsx), not with every visitor's first page.
 */
const SIGNED_IN_ONLY_MODULES = [
  "client/src/lib/realtime.ts",
  "client/src/app/shell/signed-in-header.tsx",
  "client/src/app/shell/realtime-status.tsx",
  "client/src/features/notifications/api/live.ts",
  "client/src/features/messages/api/live.ts",
  "client/src/features/messages/components/messages-button.tsx",
];

async function staticClosure(page: string): Promise<{ packages: Set<string>; modules: Set<string> }> {
  const entry = path.relative(root, page);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: "esm",
    outdir: "out",
    packages: "external",
    jsx: "automatic",
    logLevel: "error",
    alias: { "@": path.join(root, "client/src"), "@shared": path.join(root, "shared") },
    loader: { ".svg": "empty", ".png": "empty", ".css": "empty" },
  });
  const outputs = result.metafile.outputs;
  const packages = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const output = outputs[name]!;
    for (const input of Object.keys(output.inputs)) modules.add(input);
    for (const imported of output.imports) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) packages.add(imported.path);
      else walk(imported.path);
    }
  };
  walk(Object.entries(outputs).find(([, output]) => output.entryPoint === entry)![0]);
  return { packages, modules };
}

const publicPages = ROUTE_TABLE.filter((route) => route.firstRead);

describe("what a public page loads with itself", () => {
  it.each(publicPages.map((route) => [route.path, route.page] as const))("%s loads no form, schema or dialog code", async (_path, page) => {
    const closure = await staticClosure(path.join(root, "client/src/app", page));
    expect([...closure.packages].filter((name) => ON_USE_ONLY.includes(name))).toEqual([]);
    expect([...closure.modules].filter((name) => ON_USE_ONLY_MODULES.includes(name))).toEqual([]);
    // The walk saw the page itself and what it shows.
    expect(closure.packages.has("react")).toBe(true);
  });

  it("the shell every page loads (client/src/main.tsx) loads no form, schema or dialog code either", async () => {
    // The shell's chat-room parameter once came from the chat's schema module and brought zod (88 KB) into every page.
    const closure = await staticClosure(path.join(root, "client/src/main.tsx"));
    expect([...closure.packages].filter((name) => ON_USE_ONLY.includes(name))).toEqual([]);
    expect([...closure.modules].filter((name) => ON_USE_ONLY_MODULES.includes(name))).toEqual([]);
    expect(closure.packages.has("react-dom/client")).toBe(true);
  });

  it("the shell loads none of the header's signed-in parts (the live channel, the live counts, the messages button)", async () => {
    const closure = await staticClosure(path.join(root, "client/src/main.tsx"));
    expect([...closure.modules].filter((name) => SIGNED_IN_ONLY_MODULES.includes(name))).toEqual([]);
    // The walk saw the header, which asks for them when someone is signed in.
    expect(closure.modules.has("client/src/app/shell/signed-in-parts.tsx")).toBe(true);
  });

  it.each(publicPages.map((route) => [route.path, route.page] as const))(
    "%s loads none of the header's signed-in parts either",
    async (_path, page) => {
      const closure = await staticClosure(path.join(root, "client/src/app", page));
      expect([...closure.modules].filter((name) => SIGNED_IN_ONLY_MODULES.includes(name))).toEqual([]);
    },
  );
});
