import fs from "node:fs";
import { createTailwindMerge, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { classMergeConfig } from "@/lib/class-merge-config";
import { cn } from "@/lib/utils";
import { CONFIG_FILE, configSource, sourceWords, trimmedConfig } from "./class-merge-config";

const { config, members } = trimmedConfig(sourceWords());
/** Every class the client's sources write that belongs to a group. */
const classes = [...new Set([...members.values()].flat())];

describe("the class merger's configuration", () => {
  it("is the one written for the client's sources as they are (else: npm run build:class-merge)", () => {
    expect(fs.readFileSync(CONFIG_FILE, "utf8")).toBe(configSource(config));
  });

  it("merges every two of the app's classes as tailwind-merge's full configuration does", () => {
    const mergeClasses = createTailwindMerge(classMergeConfig);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const both = `${first} ${second}`;
        if (mergeClasses(both) !== twMerge(both)) differences.push(both);
      }
    }
    expect(classes.length).toBeGreaterThan(500);
    expect(differences).toEqual([]);
  });

  it("lets a later class win over a conflicting earlier one, variants and arbitrary values included", () => {
    expect(cn("h-9 px-4 py-2", "h-12 px-6")).toBe("py-2 h-12 px-6");
    expect(cn("bg-primary text-primary-foreground", "bg-secondary")).toBe("text-primary-foreground bg-secondary");
    expect(cn("hover:bg-primary/90", "hover:bg-accent")).toBe("hover:bg-accent");
    expect(cn("max-h-96", "max-h-[calc(100dvh-2rem)]")).toBe("max-h-[calc(100dvh-2rem)]");
    // A number no source writes yet merges too: validators stay whole.
    expect(cn("p-3", "p-[13px]", "p-11")).toBe("p-11");
    expect(cn("flex", "hidden", "md:flex")).toBe("hidden md:flex");
  });
});
