/**
 * An oxlint plugin holding the code's import boundaries (rule "boundaries/zones").
 * Each file belongs to a zone by its folder, and imports flow one way:
 *
 *   shared/ (client and server) → client/src/{components,hooks,lib,styles} → client/src/features/<f> → client/src/app
 *
 * - a feature imports shared code and its own files, never another feature nor app/;
 * - client shared code (components, hooks, lib) imports no feature and not app/;
 * - shared/ imports neither client nor server code; server code imports no client code
 *   (its tests may import the client's page renderer, which the server loads built).
 * Pages that combine features are composed in client/src/app/ (e.g. app/routes/).
 *
 * The server's layers point down, as Outline's do:
 *
 *   routes/<resource> → commands/ → presenters/ → http/, db/, storage/, policies/ (and the rest below)
 *
 * - http/, db/, storage/ and policies/ import no route, command, presenter, job, payment or auth module;
 * - presenters/ import no route or command; commands/ import no route;
 * - a routes/<a>/ folder imports no other routes/<b>/ (what several need lives below the routes);
 * - only tests and server/test/ itself import server/test/ (stand-ins and fixtures).
 *
 * Import specifiers are resolved by path: "@/…" (client/src), "@shared/…",
 * "@server/…" and relative paths; packages are not checked. Static imports,
 * re-exports and dynamic import() calls are all checked.
 */
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT_SRC = "client/src/";
/** The client's two entries: the browser's (main.tsx) and the server's page renderer (entry-server.tsx). */
const ENTRIES = new Set([`${CLIENT_SRC}main.tsx`, `${CLIENT_SRC}entry-server.tsx`]);
/** The server loads the page renderer as a built file, never by import; its tests draw pages from source. */
const SERVER_TEST = /\.test\.ts$/;

/** @param {string} file an absolute path */
function relative(file) {
  return path.relative(ROOT, file).split(path.sep).join("/");
}

/**
 * The zone of a file (project-relative path).
 * @returns {{ kind: "feature", name: string } | { kind: "app" | "client-shared" | "shared" | "server" | "other" }}
 */
function zoneOf(rel) {
  if (rel.startsWith(`${CLIENT_SRC}features/`)) return { kind: "feature", name: rel.split("/")[3] };
  if (rel.startsWith(`${CLIENT_SRC}app/`) || ENTRIES.has(rel)) return { kind: "app" };
  if (rel.startsWith(CLIENT_SRC)) return { kind: "client-shared" };
  if (rel.startsWith("shared/")) return { kind: "shared" };
  if (rel.startsWith("server/")) return { kind: "server", test: SERVER_TEST.test(rel), layer: serverLayerOf(rel) };
  return { kind: "other" };
}

/** A server file's layer: its first folder under server/ (routes/<resource> for a route folder), or "" at the top. */
function serverLayerOf(rel) {
  const parts = rel.split("/");
  if (parts.length <= 2) return "";
  if (parts[1] === "routes") return parts.length > 3 ? `routes/${parts[2]}` : "routes";
  return parts[1];
}

/** Layers that nothing above them may be imported by: each names what it must not import. */
const SERVER_LOWER_LAYERS = new Set(["http", "db", "storage", "policies"]);
const isRouteLayer = (layer) => layer === "routes" || layer.startsWith("routes/");

/** Why a server file may not import another server file, or null when it may. */
function serverViolation(from, to) {
  if (to.layer === "test" && from.layer !== "test" && !from.test) {
    return "Production code does not import server/test/ (stand-ins and fixtures are for tests).";
  }
  if (SERVER_LOWER_LAYERS.has(from.layer)) {
    if (isRouteLayer(to.layer) || ["commands", "presenters", "jobs", "payments", "auth"].includes(to.layer)) {
      return `${from.layer}/ imports ${to.layer}/: http/, db/, storage/ and policies/ sit below routes, commands, presenters, jobs, payments and auth.`;
    }
  }
  if (from.layer === "presenters" && (isRouteLayer(to.layer) || to.layer === "commands")) {
    return `presenters/ imports ${to.layer}/: presenters sit below routes and commands. Move what both need below them.`;
  }
  if (from.layer === "commands" && isRouteLayer(to.layer)) {
    return `commands/ imports ${to.layer}/: commands sit below the routes. Move what both need below them (loaders/, db/).`;
  }
  if (from.layer.startsWith("routes/") && to.layer.startsWith("routes/") && from.layer !== to.layer) {
    return `${from.layer}/ imports ${to.layer}/: route folders never import each other. Move what both need below the routes (loaders/, db/).`;
  }
  return null;
}

/** The project-relative path an import specifier points at, or null for a package. */
function targetOf(specifier, fromFile) {
  let target;
  if (specifier.startsWith("@/")) target = path.join(ROOT, CLIENT_SRC, specifier.slice(2));
  else if (specifier.startsWith("@shared/")) target = path.join(ROOT, "shared", specifier.slice("@shared/".length));
  else if (specifier.startsWith("@server/")) target = path.join(ROOT, "server", specifier.slice("@server/".length));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  return relative(target);
}

const isClient = (zone) => zone.kind === "feature" || zone.kind === "app" || zone.kind === "client-shared";

/** Why `from` may not import `to`, or null when it may. */
function violation(from, to) {
  switch (from.kind) {
    case "feature":
      if (to.kind === "feature" && to.name !== from.name) {
        return `features/${from.name} imports features/${to.name}: features never import each other. Compose them in app/ (slots, render props), or move what both need to components/, hooks/ or lib/.`;
      }
      if (to.kind === "app") return `features/${from.name} imports app/: imports flow shared → features → app.`;
      if (to.kind === "server") return "Client code does not import server code (only shared/).";
      return null;
    case "client-shared":
      if (to.kind === "feature") {
        return `Shared client code (components, hooks, lib) imports features/${to.name}: move what it needs out of the feature, or compose in app/.`;
      }
      if (to.kind === "app") return "Shared client code (components, hooks, lib) does not import app/.";
      if (to.kind === "server") return "Client code does not import server code (only shared/).";
      return null;
    case "app":
      return to.kind === "server" ? "Client code does not import server code (only shared/)." : null;
    case "shared":
      if (isClient(to)) return "shared/ is used by client and server: it does not import client code.";
      if (to.kind === "server") return "shared/ is used by client and server: it does not import server code.";
      return null;
    case "server":
      if (from.test && to.rel.replace(/\.tsx$/, "") === `${CLIENT_SRC}entry-server`) return null;
      if (isClient(to)) return "Server code does not import client code (only shared/).";
      return to.kind === "server" ? serverViolation(from, to) : null;
    default:
      return null;
  }
}

const zonesRule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Imports flow one way: shared → client shared code → features → app, features never import each other; the server's layers point down.",
    },
  },
  create(context) {
    const fromRel = relative(context.filename);
    const from = zoneOf(fromRel);
    if (from.kind === "other") return {};

    function check(node, source) {
      if (!source || typeof source.value !== "string") return;
      const targetRel = targetOf(source.value, context.filename);
      if (targetRel === null) return;
      const message = violation(from, { ...zoneOf(targetRel), rel: targetRel });
      if (message) context.report({ node: source, message: `${message} ("${source.value}")` });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default {
  meta: { name: "boundaries" },
  rules: { zones: zonesRule },
};
