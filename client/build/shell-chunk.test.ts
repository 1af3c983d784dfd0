import { describe, expect, it } from "vitest";
import { MIN_SHARED_PARTS_BYTES, partsChunks, type ModuleGraph } from "./shell-chunk";

const LARGE = "x".repeat(MIN_SHARED_PARTS_BYTES);
const SMALL = "x".repeat(100);

/** A module graph from "module: its static imports and its size". */
function graphOf(modules: Record<string, { imports?: string[]; code?: string }>): ModuleGraph {
  return {
    getModuleInfo: (id) => (id in modules ? { importedIds: modules[id]!.imports ?? [], code: modules[id]!.code ?? SMALL } : null),
  };
}

const graph = graphOf({
  "/pages/home.tsx": { imports: ["/parts/hero.tsx", "/parts/creator-card.tsx", "/parts/logo.tsx"] },
  "/pages/explore.tsx": { imports: ["/parts/creator-card.tsx", "/parts/search-input.tsx", "/parts/tabs.tsx", "/parts/logo.tsx"] },
  "/pages/profile.tsx": { imports: ["/parts/tabs.tsx", "/parts/report-menu.tsx", "/parts/logo.tsx", "/parts/like-button.tsx"] },
  "/pages/community.tsx": { imports: ["/parts/search-input.tsx", "/parts/thread-card.tsx", "/parts/report-menu.tsx", "/parts/logo.tsx"] },
  "/pages/dashboard.tsx": { imports: ["/parts/thread-card.tsx", "/parts/chart.tsx", "/parts/hero.tsx", "/parts/like-button.tsx"] },
  "/pages/statements.tsx": { imports: ["/parts/chart.tsx"] },
  "/parts/creator-card.tsx": { imports: ["/parts/badge.tsx"], code: LARGE },
  "/parts/hero.tsx": {},
  "/parts/search-input.tsx": { code: LARGE },
  "/parts/tabs.tsx": { code: LARGE },
  "/parts/logo.tsx": { code: LARGE },
  "/parts/report-menu.tsx": {},
  "/parts/like-button.tsx": {},
  "/parts/thread-card.tsx": {},
  "/parts/chart.tsx": {},
  "/parts/badge.tsx": {},
});
const chunks = partsChunks(graph, {
  landingPage: "/pages/home.tsx",
  publicPages: ["/pages/home.tsx", "/pages/explore.tsx", "/pages/profile.tsx", "/pages/community.tsx"],
  allPages: ["/pages/home.tsx", "/pages/explore.tsx", "/pages/profile.tsx", "/pages/community.tsx", "/pages/dashboard.tsx", "/pages/statements.tsx"],
});

describe("the chunks of the pages' parts", () => {
  it("put what a set of public pages shares in a chunk of that set's, so each page loads what it uses", () => {
    expect(chunks.get("/parts/creator-card.tsx")).toBe("home-explore-parts");
    expect(chunks.get("/parts/search-input.tsx")).toBe("explore-community-parts");
    expect(chunks.get("/parts/tabs.tsx")).toBe("explore-profile-parts");
    // With what imports it, not left behind in a chunk of its own.
    expect(chunks.get("/parts/badge.tsx")).toBe("home-explore-parts");
  });

  it("name the chunk of what every public page shares page-parts", () => {
    expect(chunks.get("/parts/logo.tsx")).toBe("page-parts");
  });

  it("let a set sharing little ride with the chunk of the smallest larger set that contains it, never the landing page's", () => {
    // Profile and community share only the report menu: the set of all four pages holds them both, but the landing page does not use it.
    expect(chunks.get("/parts/report-menu.tsx")).not.toBe("page-parts");
    expect(chunks.get("/parts/report-menu.tsx")).toBe("profile-community-parts");
  });

  it("put what one public page shares with other pages with that page", () => {
    expect(chunks.get("/parts/thread-card.tsx")).toBe("community-parts");
    expect(chunks.get("/parts/like-button.tsx")).toBe("profile-parts");
    expect(chunks.get("/parts/hero.tsx")).toBe("landing-parts");
  });

  it("leave the pages themselves and what only other pages use to the bundler", () => {
    for (const page of ["/pages/home.tsx", "/pages/explore.tsx", "/pages/community.tsx", "/parts/chart.tsx"]) {
      expect(chunks.has(page), page).toBe(false);
    }
  });
});
