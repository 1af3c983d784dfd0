import fs from "node:fs";
import path from "node:path";

/**
 * The project's root folder, found from this module's location so the same code
 * works from source (server/) and from the bundle (dist/server/).
 */
function findProjectRoot(): string {
  let dir = import.meta.dirname;
  for (;;) {
    if (fs.existsSync(path.join(dir, "migrations", "meta", "_journal.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "migrations");
/** The built SPA (vite build). */
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, "dist", "public");
/** The server's renderer of public pages (vite build --ssr client/src/entry-server.tsx). */
export const PAGE_RENDERER_ENTRY = path.join(PROJECT_ROOT, "dist", "render", "entry-server.js");
