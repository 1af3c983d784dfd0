// @ts-check
/**
 * Which parts of the build are missing or older than their sources. Plain
 * Node.js with no dependencies: `npm start` asks this before anything else runs
 * (./build-if-stale.mjs). A part counts as built when its output exists and its
 * stamp (dist/.built/<part>, dated when that build started) is newer than every
 * source file, so a file saved during a build makes the next start build again.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * @typedef {object} BuildTarget
 * @property {string} name
 * @property {string} script the package.json script that builds it
 * @property {string} output a file every successful build writes
 * @property {string[]} sources files and folders it is built from
 */

/** Both bundles depend on the shared code, the TypeScript settings and the installed packages. */
const COMMON_SOURCES = ["shared", "tsconfig.json", "package.json", "package-lock.json"];

const CLIENT_SOURCES = ["client", "vite.config.ts", "tailwind.config.ts", "scripts/vite-precompress.mjs", ...COMMON_SOURCES];

/** @type {BuildTarget[]} */
export const BUILD_TARGETS = [
  {
    name: "client",
    script: "build:client",
    output: "dist/public/index.html",
    sources: CLIENT_SOURCES,
  },
  // The server's renderer of public pages (dist/render), from the same sources.
  { name: "renderer", script: "build:render", output: "dist/render/entry-server.js", sources: CLIENT_SOURCES },
  { name: "server", script: "build:server", output: "dist/server/index.js", sources: ["server", ...COMMON_SOURCES] },
];

/** Tests are never bundled; editing one needs no build. */
const NOT_BUILT = /\.test\.tsx?$/;

/**
 * The most recently changed file under the sources (missing ones are skipped).
 * @param {string} root
 * @param {string[]} sources
 * @returns {{ file: string, mtimeMs: number } | undefined}
 */
export function newestSource(root, sources) {
  /** @type {{ file: string, mtimeMs: number } | undefined} */
  let newest;
  /** @param {string} file */
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) {
        if (entry !== "node_modules" && !entry.startsWith(".")) visit(path.join(file, entry));
      }
    } else if (!NOT_BUILT.test(file) && (!newest || stat.mtimeMs > newest.mtimeMs)) {
      newest = { file: path.relative(root, file), mtimeMs: stat.mtimeMs };
    }
  };
  for (const source of sources) visit(path.join(root, source));
  return newest;
}

/** @param {string} root @param {BuildTarget} target */
const stampFile = (root, target) => path.join(root, "dist", ".built", target.name);

/**
 * Why the target must be built, or undefined when its build is current.
 * @param {string} root
 * @param {BuildTarget} target
 * @returns {string | undefined}
 */
export function staleReason(root, target) {
  if (!fs.existsSync(path.join(root, target.output))) return `${target.output} is missing`;
  let builtAt;
  try {
    builtAt = fs.statSync(stampFile(root, target)).mtimeMs;
  } catch {
    return "it was not built by this script yet";
  }
  const newest = newestSource(root, target.sources);
  if (newest && newest.mtimeMs > builtAt) return `${newest.file} changed since`;
  return undefined;
}

/**
 * Records a successful build that started at `startedAt`.
 * @param {string} root
 * @param {BuildTarget} target
 * @param {Date} startedAt
 */
export function markBuilt(root, target, startedAt) {
  const file = stampFile(root, target);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${startedAt.toISOString()}\n`);
  fs.utimesSync(file, startedAt, startedAt);
}
