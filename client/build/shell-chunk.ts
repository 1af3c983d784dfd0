/**
 * A Vite build plugin: every module the entry imports statically (React, the router,
 * the query cache, the shell) goes into one chunk. Left to itself the bundler
 * splits that code into half a dozen chunks (whatever pages share with the shell),
 * which every page then fetches one by one and which compress worse apart.
 */
import type { Plugin } from "vite";

export function shellChunk(): Plugin {
  return {
    name: "pawfans:shell-chunk",
    apply: "build",
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", tags: ["$initial"], priority: 2 },
                // The pages' icons in one small chunk, rather than one request (and its headers) per icon.
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
    }),
  };
}
