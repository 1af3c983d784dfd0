import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { routePreload } from "./client/build/route-preload";
import { iconImports } from "./client/build/icon-imports";
import { shellChunk } from "./client/build/shell-chunk";
import { ROUTE_TABLE } from "./client/src/app/route-table";
import { precompress } from "./scripts/vite-precompress.mjs";

const root = import.meta.dirname;

// Two builds: the browser's (`vite build`, into dist/public) and the server's renderer of
// public pages (`vite build --ssr src/entry-server.tsx`, into dist/render), which needs
// neither chunking for the network nor style sheets.
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, "client"),
  plugins: [
    // Each icon from its own module, so chunks hold only the icons their pages show.
    iconImports(),
    react(),
    ...(isSsrBuild
      ? []
      : [
          tailwindcss(),
          // The shell in one chunk; index.html preloads the opened route's chunk and starts its first read.
          shellChunk({
            landingPage: path.join(root, "client/src/app/routes/home.tsx"),
            publicPages: ROUTE_TABLE.filter((route) => route.firstRead).map((route) => path.join(root, "client/src/app", route.page)),
            allPages: ROUTE_TABLE.map((route) => path.join(root, "client/src/app", route.page)),
          }),
          routePreload({ routes: ROUTE_TABLE, routesDir: path.join(root, "client/src/app") }),
          precompress(),
        ]),
  ],
  // The renderer carries its libraries (React's production build among them: the server
  // process does not set NODE_ENV, and React's development build draws pages several times slower).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  }),
  resolve: {
    alias: {
      "@": path.join(root, "client/src"),
      "@shared": path.join(root, "shared"),
    },
  },
  build: {
    outDir: path.join(root, isSsrBuild ? "dist/render" : "dist/public"),
    emptyOutDir: true,
    sourcemap: false,
    // Browsers follow <link rel="modulepreload"> themselves; one that does not (Safari before 17)
    // still loads each chunk when it is imported.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      "/api": "http://localhost:5000",
      "/oidc": "http://localhost:5000",
      "/objects": "http://localhost:5000",
    },
  },
}));
