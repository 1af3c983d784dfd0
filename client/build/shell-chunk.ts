/**
 * A Vite build plugin: every module the entry imports statically (React, the router,
 * the query cache, the shell) goes into one chunk. Left to itself the bundler
 * splits that code into half a dozen chunks (whatever pages share with the shell),
 * which every page then fetches one by one and which compress worse apart. The
 * pages' own parts go into a few chunks too (partsChunks).
 *
 * Icons go with the landing page's code where it shows them (the first page of
 * most visits loads no chunk of icons of its own), the other public pages' icons
 * into one chunk, and the icons only signed-in pages show into another, rather
 * than one request (and its headers) per icon: a visitor's first page does not
 * load the dashboard's and the studio's icons. This needs each icon imported
 * from its own module (icon-imports.ts).
 */
import path from "node:path";
import type { Plugin } from "vite";

export interface ShellChunkOptions {
  /** The landing page's module (absolute path). */
  landingPage: string;
  /** The pages most visits begin on (absolute paths): the code two or more of them share is one chunk. */
  publicPages: readonly string[];
  /** Every page module (absolute paths). */
  allPages: readonly string[];
}

/** What the bundler tells of a module: the modules it imports statically, and its code (for its size). */
export type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null };

/** Every module `page` loads with itself (its static imports, transitively). */
function staticClosure(graph: ModuleGraph, page: string): Set<string> {
  const closure = new Set<string>();
  const pending = [page];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (closure.has(id)) continue;
    closure.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return closure;
}

/**
 * Below this much code (before minifying), the parts a set of public pages share
 * ride with a larger set's chunk instead of taking a request of their own.
 */
export const MIN_SHARED_PARTS_BYTES = 6_000;

const pageName = (page: string) => path.basename(page, path.extname(page));

/**
 * The chunk of parts each module of the pages goes into (modules not named are left
 * to the bundler). Left to itself the bundler puts the modules shared by each
 * different set of pages and dialogs into a chunk of its own: a page loaded thirty
 * small files, each a round trip on a phone's network. One chunk for everything
 * the public pages share went the other way: a creator's profile loaded the search
 * box and filters of the list pages it does not have. Here:
 * - what a set of public pages shares is one chunk ("explore-creator-profile-parts";
 *   what all of them share, "page-parts"), so each page loads what it uses; a set
 *   sharing less than MIN_SHARED_PARTS_BYTES joins the chunk of the smallest larger
 *   set that contains it (a little unused code rather than another request), but
 *   never one of the landing page's unless it is one of that set; the small sets
 *   left share one chunk (two: with and without the landing page);
 * - what one public page uses and other pages too goes with that page, "<page>-parts"
 *   ("landing-parts" for the landing page).
 */
export function partsChunks(graph: ModuleGraph, { landingPage, publicPages, allPages }: ShellChunkOptions): Map<string, string> {
  const usersOf = (pages: readonly string[]) => {
    const users = new Map<string, string[]>();
    for (const page of pages) for (const id of staticClosure(graph, page)) users.set(id, [...(users.get(id) ?? []), page]);
    return users;
  };
  const allUsers = usersOf(allPages);
  const chunkOf = new Map<string, string>();
  // The modules each set of two or more public pages shares (keyed by the set, in the order of publicPages).
  const shared = new Map<string, { pages: string[]; modules: string[]; bytes: number }>();
  for (const [id, pages] of usersOf(publicPages)) {
    // Pages stay in chunks of their own, which the route table's preloads name.
    if (allPages.includes(id)) continue;
    if (pages.length >= 2) {
      const key = pages.join("\n");
      const set = shared.get(key) ?? { pages, modules: [], bytes: 0 };
      set.modules.push(id);
      set.bytes += graph.getModuleInfo(id)?.code?.length ?? 0;
      shared.set(key, set);
    } else if ((allUsers.get(id)?.length ?? 0) >= 2) {
      chunkOf.set(id, pages[0] === landingPage ? "landing-parts" : `${pageName(pages[0]!)}-parts`);
    }
  }
  const sets = [...shared.values()];
  const nameOf = (pages: string[]) => (pages.length === publicPages.length ? "page-parts" : `${pages.map(pageName).join("-")}-parts`);
  const large = sets.filter((set) => set.bytes >= MIN_SHARED_PARTS_BYTES);
  // Sets too small for a chunk and with no larger set to join: one chunk for all of them.
  const leftovers: typeof sets = [];
  for (const set of sets) {
    const joined =
      set.bytes >= MIN_SHARED_PARTS_BYTES
        ? set
        : large
            // The landing page loads only what it uses: nothing joins its chunks that it does not share.
            .filter((other) => set.pages.every((page) => other.pages.includes(page)))
            .filter((other) => set.pages.includes(landingPage) || !other.pages.includes(landingPage))
            .sort((a, b) => a.pages.length - b.pages.length || b.bytes - a.bytes)[0];
    if (!joined) leftovers.push(set);
    else for (const id of set.modules) chunkOf.set(id, nameOf(joined.pages));
  }
  // (Those of the landing page apart from the others, as above.)
  for (const withLanding of [true, false]) {
    const group = leftovers.filter((set) => set.pages.includes(landingPage) === withLanding);
    const pages = publicPages.filter((page) => group.some((set) => set.pages.includes(page)));
    for (const set of group) for (const id of set.modules) chunkOf.set(id, nameOf(pages));
  }
  return chunkOf;
}

export function shellChunk(options: ShellChunkOptions): Plugin {
  let landing: Set<string> | undefined;
  const landingModules = (graph: ModuleGraph) => (landing ??= staticClosure(graph, options.landingPage));
  let publicModules: Set<string> | undefined;
  const publicPagesModules = (graph: ModuleGraph) =>
    (publicModules ??= new Set(options.publicPages.flatMap((page) => [...staticClosure(graph, page)])));
  const iconsChunkOf = (id: string, graph: ModuleGraph) => {
    // The landing page's icons are left to the parts chunks below, like any of its parts.
    if (landingModules(graph).has(id)) return null;
    return publicPagesModules(graph).has(id) ? "icons" : "app-icons";
  };
  let partOf: Map<string, string> | undefined;
  const chunkOfParts = (graph: ModuleGraph) => (partOf ??= partsChunks(graph, options));
  return {
    name: "pawfans:shell-chunk",
    apply: "build",
    // Each build has its own module graph.
    buildStart() {
      landing = undefined;
      publicModules = undefined;
      partOf = undefined;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", tags: ["$initial"], priority: 2 },
                {
                  debugName: "icons",
                  name: iconsChunkOf,
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  priority: 1,
                },
                {
                  name: (id: string, graph: ModuleGraph) => chunkOfParts(graph).get(id) ?? null,
                  // Only the modules named here: their imports go where their own users put them.
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
    }),
  };
}
