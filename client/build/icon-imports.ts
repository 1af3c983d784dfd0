/**
 * A Vite plugin that turns `import { Heart, Lock as LockIcon } from "lucide-react"`
 * into one default import per icon from its own module (`lucide-react/icons/heart`,
 * a path the package exports). The code is the same; the module graph becomes
 * exact: imported through the package's index, every importer seemed to use all
 * of its 1,500 icons, so no chunk could be given only the icons its pages show
 * (shell-chunk.ts gives the landing page its own).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const PACKAGE = "lucide-react";

/** Each exported icon name (aliases too) and the file of its module, read from the package's own index. */
export function readIconFiles(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of indexSource.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  }
  return files;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** The source with each named icon import rewritten; anything else from the package stays as it was. */
export function rewriteIconImports(source: string, iconFiles: Map<string, string>): string {
  return source.replace(IMPORT, (statement, list: string) => {
    const kept: string[] = [];
    const perIcon: string[] = [];
    for (const specifier of list.split(",").map((s) => s.trim()).filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = specifier.startsWith("type ") ? undefined : iconFiles.get(imported);
      if (file) perIcon.push(`import ${local} from "${PACKAGE}/icons/${file}";`);
      else kept.push(specifier);
    }
    if (perIcon.length === 0) return statement;
    return [...(kept.length ? [`import { ${kept.join(", ")} } from "${PACKAGE}";`] : []), ...perIcon].join(" ");
  });
}

export function iconImports(): Plugin {
  let iconFiles: Map<string, string> | undefined;
  const load = () => {
    if (iconFiles) return iconFiles;
    const require = createRequire(import.meta.url);
    const packageJson = require.resolve(`${PACKAGE}/package.json`);
    const index = path.join(path.dirname(packageJson), "dist/esm/lucide-react.mjs");
    return (iconFiles = readIconFiles(fs.readFileSync(index, "utf8")));
  };
  return {
    name: "pawfans:icon-imports",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[jt]sx?$/.test(id) || !code.includes(PACKAGE)) return null;
      const rewritten = rewriteIconImports(code, load());
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
