import { describe, expect, it } from "vitest";
import { partsChunks, type ModuleGraph } from "./shell-chunk";

/** A module graph from "module: its static imports". */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (id) => (id in imports ? { importedIds: imports[id]! } : null) };
}

const graph = graphOf({
  "/pages/home.tsx": ["/parts/hero.tsx", "/parts/creator-card.tsx", "/node_modules/lucide-react/dist/esm/icons/crown.mjs"],
  "/pages/explore.tsx": ["/parts/creator-card.tsx", "/parts/search-input.tsx"],
  "/pages/community.tsx": ["/parts/search-input.tsx", "/parts/thread-card.tsx", "/parts/like-button.tsx"],
  "/pages/profile.tsx": ["/parts/like-button.tsx", "/parts/badge.tsx", "/node_modules/lucide-react/dist/esm/icons/crown.mjs"],
  "/pages/dashboard.tsx": ["/parts/thread-card.tsx", "/parts/chart.tsx", "/parts/hero.tsx"],
  "/pages/statements.tsx": ["/parts/chart.tsx"],
  "/parts/creator-card.tsx": ["/parts/badge.tsx", "/parts/like-button.tsx", "/parts/avatar.tsx"],
  "/parts/hero.tsx": [],
  "/parts/search-input.tsx": [],
  "/parts/thread-card.tsx": [],
  "/parts/chart.tsx": [],
  "/parts/badge.tsx": [],
  "/parts/like-button.tsx": [],
  "/parts/avatar.tsx": [],
  "/node_modules/lucide-react/dist/esm/icons/crown.mjs": [],
});
const chunks = partsChunks(graph, {
  landingPage: "/pages/home.tsx",
  publicPages: ["/pages/home.tsx", "/pages/explore.tsx", "/pages/community.tsx", "/pages/profile.tsx"],
  allPages: [
    "/pages/home.tsx",
    "/pages/explore.tsx",
    "/pages/community.tsx",
    "/pages/profile.tsx",
    "/pages/dashboard.tsx",
    "/pages/statements.tsx",
  ],
});

describe("the chunks of the pages' parts", () => {
  it("put what public pages share in one chunk, and what the landing page uses of it in another", () => {
    expect(chunks.get("/parts/search-input.tsx")).toBe("page-parts");
    expect(chunks.get("/parts/like-button.tsx")).toBe("landing-parts");
    expect(chunks.get("/parts/badge.tsx")).toBe("landing-parts");
  });

  it("keep what the landing page shares with few public pages out of the chunk most of them load", () => {
    expect(chunks.get("/parts/creator-card.tsx")).toBe("landing-own-parts");
    // With what imports it, not left behind in a chunk of its own.
    expect(chunks.get("/parts/avatar.tsx")).toBe("landing-own-parts");
    // Shared with signed-in pages only.
    expect(chunks.get("/parts/hero.tsx")).toBe("landing-own-parts");
  });

  it("put an icon the landing page shares with any public page in the chunk most of them load", () => {
    expect(chunks.get("/node_modules/lucide-react/dist/esm/icons/crown.mjs")).toBe("landing-parts");
  });

  it("put what one public page shares with other pages with that page", () => {
    expect(chunks.get("/parts/thread-card.tsx")).toBe("community-parts");
  });

  it("leave the pages themselves and what only other pages use to the bundler", () => {
    for (const page of ["/pages/home.tsx", "/pages/explore.tsx", "/pages/community.tsx", "/pages/profile.tsx", "/parts/chart.tsx"]) {
      expect(chunks.has(page), page).toBe(false);
    }
  });
});
