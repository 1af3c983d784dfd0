/**
 * Explore on the demo content: the search box and every category tab. The demo
 * PawPals cover every tab.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newContext } from "./support/browser";
import { petNamesOnCards } from "./support/creator-cards";
import { expectPath, expectVisible } from "./support/expectations";

const ALL_DEMO_PETS = [
  "Biscuit", "Pixel", "Mochi", "Pepper", "Kiwi", "Sunny",
  "Nugget", "Prickles", "Ziggy", "Clementine", "Truffle", "Waddles",
];

/** Each tab and the demo pets whose pet type it matches. */
const TABS: [tab: string, pets: string[]][] = [
  ["All Pets", ALL_DEMO_PETS],
  ["Dogs", ["Biscuit", "Pixel"]], // Dog
  ["Cats", ["Mochi", "Pepper"]], // Cat
  ["Birds", ["Kiwi", "Sunny"]], // Parrot, Parakeet
  ["Rare Pals", ["Nugget", "Prickles", "Ziggy"]], // Sugar Glider, Hedgehog, Lizard
  ["Farm Friends", ["Clementine", "Truffle", "Waddles"]], // Goat, Pig, Duck
];

let browser: Browser;
let page: Page;

const sorted = (names: string[]) => [...names].sort();
const searchBox = () => page.getByRole("searchbox", { name: "Search by pet name, breed, or PawPal" });
const panel = () => page.getByRole("tabpanel");

async function expectPets(expected: string[]) {
  await expect
    .poll(async () => sorted(await petNamesOnCards(panel())), { timeout: 15_000 })
    .toEqual(sorted(expected));
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, inject("demoBaseUrl"))).newPage();
});
afterAll(() => browser?.close());

describe("Explore PawPals", () => {
  it("shows every PawPal under All Pets", async () => {
    await page.goto("/explore");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Explore PawPals" }));
    await expectVisible(page.getByPlaceholder("Search by pet name, breed, or PawPal..."));
    expect(await page.getByRole("tab", { name: "All Pets" }).getAttribute("aria-selected")).toBe("true");
    await expectPets(ALL_DEMO_PETS);
  });

  it.each(TABS)("the %s tab shows only its pets", async (tab, pets) => {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    expect(await page.getByRole("tab", { name: tab, exact: true }).getAttribute("aria-selected")).toBe("true");
    await expectPets(pets);
  });

  it("searches pet names case-insensitively", async () => {
    await page.getByRole("tab", { name: "All Pets" }).click();
    await searchBox().fill("kIwI");
    await expectPets(["Kiwi"]);
  });

  it("searches pet types and bios", async () => {
    await searchBox().fill("hedgehog"); // Prickles' pet type
    await expectPets(["Prickles"]);
    await searchBox().fill("bearded dragon"); // only in Ziggy's bio
    await expectPets(["Ziggy"]);
    await searchBox().fill("African"); // Kiwi is an African Grey, Prickles an African pygmy hedgehog
    await expectPets(["Kiwi", "Prickles"]);
  });

  it("combines the search with a tab", async () => {
    await page.getByRole("tab", { name: "Rare Pals" }).click();
    await expectPets(["Prickles"]);
  });

  it("says so when nothing matches", async () => {
    await searchBox().fill("zebra");
    await expectVisible(page.getByText("No creators found matching your criteria"));
    expect(await petNamesOnCards(panel())).toEqual([]);
  });

  it("opens with the header search's query", async () => {
    await page.goto("/");
    const headerSearch = page.getByRole("banner").getByRole("combobox", { name: "Search PawPals" });
    await headerSearch.fill("Mochi");
    await headerSearch.press("Enter");
    await expectPath(page, "/explore");
    expect(new URL(page.url()).searchParams.get("q")).toBe("Mochi");
    expect(await searchBox().inputValue()).toBe("Mochi");
    await expectPets(["Mochi"]);
  });

  it("keeps the search and the tab in the URL, so a reload shows the same PawPals", async () => {
    await searchBox().fill("African");
    await page.getByRole("tab", { name: "Birds" }).click();
    await expectPets(["Kiwi"]);
    await expect.poll(() => new URL(page.url()).search).toBe("?q=African&category=bird");
    await page.reload();
    expect(await searchBox().inputValue()).toBe("African");
    expect(await page.getByRole("tab", { name: "Birds" }).getAttribute("aria-selected")).toBe("true");
    await expectPets(["Kiwi"]);
  });
});
