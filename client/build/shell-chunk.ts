/**
 * A Vite build plugin: every module the entry imports statically (React, the router,
 * the query cache, the shell) goes into one chunk. Left to itself the bundler
 * splits that code into half a dozen chunks (whatever pages share with the shell),
 * which every page then fetches one by one and which compress worse apart.
 *
 * Icons go into two chunks rather than one request (and its headers) per icon:
 * those the landing page (the first page of most visits) shows, and all the
 * others, so the landing page does not load every page's icons. This needs each
 * icon imported from its own module (icon-imports.ts).
 */
import type { Plugin } from "vite";

interface ShellChunkOptions {
  /** The landing page's module (absolute path). */
  landingPage: string;
}

/** What the bundler tells of a module: the modules it imports statically. */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

export function shellChunk({ landingPage }: ShellChunkOptions): Plugin {
  let landing: Set<string> | undefined;
  /** Every module the landing page loads with itself (its static imports, transitively). */
  const landingModules = (graph: ModuleGraph) => {
    if (landing) return landing;
    landing = new Set();
    const pending = [landingPage];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (landing.has(id)) continue;
      landing.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return landing;
  };
  return {
    name: "pawfans:shell-chunk",
    apply: "build",
    // Each build has its own module graph.
    buildStart() {
      landing = undefined;
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
                  name: (id: string, graph: ModuleGraph) => (landingModules(graph).has(id) ? "landing-icons" : "icons"),
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    }),
  };
}
