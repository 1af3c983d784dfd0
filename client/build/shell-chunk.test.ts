import { describe, expect, it } from "vitest";
import { partsChunks, type ModuleGraph } from "./shell-chunk";

/** A module graph from "module: its static imports". */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (id) => (id in imports ? { importedIds: imports[id]! } : null) };
}

const graph = graphOf({
  "/pages/home.tsx": ["/parts/hero.tsx", "/parts/creator-card.tsx"],
  "/pages/explore.tsx": ["/parts/creator-card.tsx", "/parts/search-input.tsx"],
  "/pages/community.tsx": ["/parts/search-input.tsx", "/parts/thread-card.tsx"],
  "/pages/dashboard.tsx": ["/parts/thread-card.tsx", "/parts/chart.tsx", "/parts/hero.tsx"],
  "/pages/statements.tsx": ["/parts/chart.tsx"],
  "/parts/creator-card.tsx": ["/parts/badge.tsx"],
  "/parts/hero.tsx": [],
  "/parts/search-input.tsx": [],
  "/parts/thread-card.tsx": [],
  "/parts/chart.tsx": [],
  "/parts/badge.tsx": [],
});
const chunks = partsChunks(graph, {
  landingPage: "/pages/home.tsx",
  publicPages: ["/pages/home.tsx", "/pages/explore.tsx", "/pages/community.tsx"],
  allPages: ["/pages/home.tsx", "/pages/explore.tsx", "/pages/community.tsx", "/pages/dashboard.tsx", "/pages/statements.tsx"],
});

describe("the chunks of the pages' parts", () => {
  it("put what public pages share in one chunk, and what the landing page uses of it in another", () => {
    expect(chunks.get("/parts/search-input.tsx")).toBe("page-parts");
    expect(chunks.get("/parts/creator-card.tsx")).toBe("landing-parts");
    // With what imports it, not left behind in a chunk of its own.
    expect(chunks.get("/parts/badge.tsx")).toBe("landing-parts");
  });

  it("put what one public page shares with other pages with that page", () => {
    expect(chunks.get("/parts/thread-card.tsx")).toBe("community-parts");
    expect(chunks.get("/parts/hero.tsx")).toBe("landing-parts");
  });

  it("leave the pages themselves and what only other pages use to the bundler", () => {
    for (const page of ["/pages/home.tsx", "/pages/explore.tsx", "/pages/community.tsx", "/parts/chart.tsx"]) {
      expect(chunks.has(page), page).toBe(false);
    }
  });
});
