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

const ICON_MODULE = /node_modules[\\/]lucide-react[\\/]/;

/** What the bundler tells of a module: the modules it imports statically. */
export type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

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
 * The chunk of parts each module of the pages goes into (modules not named are left
 * to the bundler). Left to itself the bundler puts the modules shared by each
 * different set of pages and dialogs into a chunk of its own: a page loaded thirty
 * small files, each a round trip on a phone's network. Here:
 * - what two or more public pages share is one chunk, "page-parts", less what the
 *   landing page uses (the landing page loads only its own);
 * - of what the landing page uses, what it shares with most public pages is
 *   "landing-parts", and what it shares with fewer (the creator cards it shares
 *   with Explore) or with signed-in pages only is "landing-own-parts": a creator's
 *   profile, the community and the marketplace load the first without the second.
 *   Its icons, a few hundred bytes each, all go in the first: one would make a page
 *   load the second chunk for it;
 * - what one public page uses and other pages too goes with that page, "<page>-parts".
 */
export function partsChunks(graph: ModuleGraph, { landingPage, publicPages, allPages }: ShellChunkOptions): Map<string, string> {
  const usersOf = (pages: readonly string[]) => {
    const users = new Map<string, string[]>();
    for (const page of pages) for (const id of staticClosure(graph, page)) users.set(id, [...(users.get(id) ?? []), page]);
    return users;
  };
  const landing = staticClosure(graph, landingPage);
  const allUsers = usersOf(allPages);
  const chunkOf = new Map<string, string>();
  for (const [id, pages] of usersOf(publicPages)) {
    // Pages stay in chunks of their own, which the route table's preloads name.
    if (allPages.includes(id)) continue;
    if (landing.has(id)) {
      const widelyShared = pages.length * 2 > publicPages.length || (pages.length >= 2 && ICON_MODULE.test(id));
      if (pages.length >= 2 || (allUsers.get(id)?.length ?? 0) >= 2) chunkOf.set(id, widelyShared ? "landing-parts" : "landing-own-parts");
    } else if (pages.length >= 2) chunkOf.set(id, "page-parts");
    else if ((allUsers.get(id)?.length ?? 0) >= 2) chunkOf.set(id, `${path.basename(pages[0]!, path.extname(pages[0]!))}-parts`);
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
                  test: ICON_MODULE,
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
