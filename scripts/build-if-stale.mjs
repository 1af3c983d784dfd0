// @ts-check
/**
 * Builds the client and the server bundle only when missing or older than
 * their sources (./build-freshness.mjs), so `npm start` on an unchanged
 * checkout goes straight to the server. `--force` builds both (`npm run build`).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_TARGETS, markBuilt, staleReason } from "./build-freshness.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const force = process.argv.includes("--force");

/** @param {string} script */
function runScript(script) {
  // Under npm, its own CLI through this Node.js; otherwise whichever npm is on the PATH.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli
    ? [process.execPath, [npmCli, "run", "--silent", script]]
    : ["npm", ["run", "--silent", script]];
  return spawnSync(command, args, { cwd: root, stdio: "inherit", shell: !npmCli && process.platform === "win32" });
}

for (const target of BUILD_TARGETS) {
  const reason = force ? "--force" : staleReason(root, target);
  if (!reason) continue;
  console.log(`Building the ${target.name} (${reason}).`);
  const startedAt = new Date();
  const result = runScript(target.script);
  if (result.status !== 0) process.exit(result.status ?? 1);
  markBuilt(root, target, startedAt);
}
