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

export default defineConfig({
  root: path.join(root, "client"),
  plugins: [
    // Each icon from its own module, so chunks hold only the icons their pages show.
    iconImports(),
    react(),
    tailwindcss(),
    // The shell in one chunk; index.html preloads the opened route's chunk and starts its first read.
    shellChunk({ landingPage: path.join(root, "client/src/app/routes/home.tsx") }),
    routePreload({ routes: ROUTE_TABLE, routesDir: path.join(root, "client/src/app") }),
    precompress(),
  ],
  resolve: {
    alias: {
      "@": path.join(root, "client/src"),
      "@shared": path.join(root, "shared"),
    },
  },
  build: {
    outDir: path.join(root, "dist/public"),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      "/api": "http://localhost:5000",
      "/oidc": "http://localhost:5000",
      "/objects": "http://localhost:5000",
    },
  },
});
