import { describe, expect, it } from "vitest";
import { readIconFiles, rewriteIconImports } from "./icon-imports";

const index = [
  "export { default as Heart, default as HeartIcon, default as LucideHeart } from './icons/heart.mjs';",
  "export { default as Loader2, default as LoaderCircle } from './icons/loader-circle.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join("\n");

describe("icon imports", () => {
  const files = readIconFiles(index);

  it("reads every name of every icon, aliases included, from the package's index", () => {
    expect(Object.fromEntries(files)).toEqual({
      Heart: "heart",
      HeartIcon: "heart",
      LucideHeart: "heart",
      Loader2: "loader-circle",
      LoaderCircle: "loader-circle",
    });
  });

  it("imports each icon from its own module, keeping local names", () => {
    expect(rewriteIconImports('import { Heart, Loader2 as Spinner } from "lucide-react";\nuse(Heart, Spinner);', files)).toBe(
      'import Heart from "lucide-react/icons/heart"; import Spinner from "lucide-react/icons/loader-circle";\nuse(Heart, Spinner);',
    );
  });

  it("leaves types and anything that is not an icon in the package import", () => {
    expect(rewriteIconImports('import {\n  Heart,\n  type LucideIcon,\n  createLucideIcon,\n} from "lucide-react";', files)).toBe(
      'import { type LucideIcon, createLucideIcon } from "lucide-react"; import Heart from "lucide-react/icons/heart";',
    );
    const typesOnly = 'import type { LucideIcon } from "lucide-react";';
    expect(rewriteIconImports(typesOnly, files)).toBe(typesOnly);
  });
});
