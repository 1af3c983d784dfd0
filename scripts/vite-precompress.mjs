// @ts-check
/**
 * A Vite build step: every hashed text asset of the build (scripts, styles, SVG,
 * JSON) gets a Brotli (.br) and a gzip (.gz) copy next to it, compressed once at the
 * highest levels, which would be too slow per request. The server sends the
 * copy the browser accepts (server/http/precompressed-assets.ts).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Smaller files fit in a packet or two either way. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @returns {import("vite").Plugin} */
export function precompress() {
  let outDir = "";
  let assetsDir = "";
  return {
    name: "pawfans-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = `${config.build.assetsDir}/`;
    },
    async writeBundle(_options, bundle) {
      // Only the hashed assets: index.html is small and never cached, compressed per request.
      const files = Object.keys(bundle).filter((name) => name.startsWith(assetsDir) && TEXT_FILE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
