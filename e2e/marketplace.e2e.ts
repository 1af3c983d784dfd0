/**
 * Paw Bazar: list items, then filter by category, condition and price range,
 * search them, and open one (also by its link, ?item=<id>).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectCount, expectHidden, expectToast, expectVisible } from "./support/expectations";
import { choose } from "./support/forms";
import { shootScreens } from "./support/screens";
import { person } from "./support/people";

const toy = {
  title: "Squeaky hedgehog plush",
  price: "12.5",
  condition: "Like New",
  category: "Toys",
  description: "Barely chewed, squeaker still works. Our terrier moved on to tennis balls.",
  location: "Portland, OR",
};
const brush = {
  title: "Self-cleaning slicker brush",
  price: "8",
  condition: "Good",
  category: "Grooming",
  description: "Works great on long coats; the button pushes the fur right off.",
};

let browser: Browser;
let page: Page;

const itemCard = (title: string): Locator => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
const param = (target: Page, name: string) => new URL(target.url()).searchParams.get(name);
const toasts = () => page.getByRole("region", { name: /^Notifications/, includeHidden: true }).locator("li");
const listDialog = () => page.getByRole("dialog", { name: "List an Item" });

async function listItem(item: typeof toy | typeof brush) {
  await page.getByRole("button", { name: "List Item" }).click();
  const dialog = listDialog();
  await dialog.getByLabel(/^Title/).fill(item.title);
  await dialog.getByLabel(/^Price \(USD\)/).fill(item.price);
  await choose(page, dialog, /^Condition/, item.condition);
  await choose(page, dialog, /^Category/, item.category);
  await dialog.getByLabel(/^Description/).fill(item.description);
  if ("location" in item) await dialog.getByLabel("Location (Optional)").fill(item.location);
  await dialog.getByRole("button", { name: "List Item" }).click();
  await expectToast(page, "Item listed successfully!");
  await expectHidden(dialog);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, inject("freshBaseUrl"))).newPage();
});
afterAll(() => browser?.close());

describe("Paw Bazar", () => {
  it("starts empty", async () => {
    await signIn(page, person("market", "Morgan", "Diaz"), "/marketplace");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Paw Bazar" }));
    await expectVisible(page.getByText("Buy and sell pet items in your community"));
    await expectVisible(page.getByText("No items listed yet. Be the first to list something!"));
  });

  it("asks for the required fields", async () => {
    await page.getByRole("button", { name: "List Item" }).click();
    await expectVisible(listDialog().getByText("Sell pet items to the community"));
    expect(await listDialog().getByLabel("Location (Optional)").getAttribute("placeholder")).toBe("City, State");
    await listDialog().getByRole("button", { name: "List Item" }).click();
    await expectToast(page, "Please fill in all required fields");
    await listDialog().getByRole("button", { name: "Cancel" }).click();
    await expectHidden(listDialog());
  });

  it("lists an item and shows it with its price, condition, category and place", async () => {
    await listItem(toy);
    const card = itemCard(toy.title);
    await expectVisible(card);
    await expectVisible(card.getByText("$12.50"));
    await expectVisible(card.getByText(toy.condition));
    await expectVisible(card.getByText(toy.category, { exact: true }));
    await expectVisible(card.getByText(toy.location));
    await expectVisible(card.getByText(toy.description));
  });

  it("resets every field after listing", async () => {
    await page.getByRole("button", { name: "List Item" }).click();
    const dialog = listDialog();
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe("");
    expect(await dialog.getByLabel(/^Price \(USD\)/).inputValue()).toBe("");
    expect(await dialog.getByRole("combobox", { name: /^Condition/ }).innerText()).toBe("New");
    expect(await dialog.getByRole("combobox", { name: /^Category/ }).innerText()).toBe("Food & Treats");
    await page.keyboard.press("Escape");
    await expectHidden(dialog);
  });

  it("filters the items by category", async () => {
    await listItem(brush);
    await expectVisible(itemCard(brush.title).getByText("$8.00"));
    const filters = page.getByRole("group", { name: "Item categories" });

    await filters.getByRole("button", { name: "Toys" }).click();
    await expectVisible(itemCard(toy.title));
    await expectCount(itemCard(brush.title), 0);

    await filters.getByRole("button", { name: "Grooming" }).click();
    await expectVisible(itemCard(brush.title));
    await expectCount(itemCard(toy.title), 0);

    await filters.getByRole("button", { name: "Health" }).click();
    await expectCount(page.getByRole("article"), 0);

    await filters.getByRole("button", { name: "All", exact: true }).click();
    await expectVisible(itemCard(toy.title));
    await expectVisible(itemCard(brush.title));
  });

  it("filters by condition and by price range, and keeps them in the URL", async () => {
    // The filter is the browser's own select (a phone shows its own picker).
    const condition = page.getByRole("combobox", { name: "Condition" });
    await condition.selectOption("Good");
    await expectVisible(itemCard(brush.title));
    await expectCount(itemCard(toy.title), 0);
    await expect.poll(() => param(page, "condition")).toBe("Good");
    await condition.selectOption({ label: "Any condition" });
    await expectVisible(itemCard(toy.title));

    const min = page.getByLabel("Minimum price");
    const max = page.getByLabel("Maximum price");
    await min.fill("10"); // the toy is $12.50, the brush $8.00
    await expectVisible(itemCard(toy.title));
    await expectCount(itemCard(brush.title), 0);
    await min.fill("");
    await max.fill("10");
    await expectVisible(itemCard(brush.title));
    await expectCount(itemCard(toy.title), 0);
    await min.fill("5");
    await expect.poll(() => [param(page, "minPrice"), param(page, "maxPrice")]).toEqual(["5", "10"]);

    await page.reload();
    expect([await min.inputValue(), await max.inputValue()]).toEqual(["5", "10"]);
    await expectVisible(itemCard(brush.title));
    await expectCount(itemCard(toy.title), 0);
  });

  it("shows the server's objection to a reversed price range under the filters, not as a toast", async () => {
    await page.getByLabel("Minimum price").fill("20");
    await expectVisible(page.getByRole("alert").filter({ hasText: "minPrice must not be more than maxPrice" }));
    await expectCount(page.getByRole("article"), 0);
    expect(await toasts().count()).toBe(0);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expectVisible(itemCard(toy.title));
    await expectVisible(itemCard(brush.title));
    await expectCount(page.getByRole("alert"), 0);
    expect(new URL(page.url()).search).toBe("");
  });

  it("searches the items by words of their text", async () => {
    await page.getByRole("searchbox", { name: "Search items" }).fill("terrier"); // in the toy's description
    await expectVisible(itemCard(toy.title));
    await expectCount(itemCard(brush.title), 0);
    await page.getByRole("searchbox", { name: "Search items" }).fill("");
    await expectVisible(itemCard(brush.title));
  });

  it("opens an item with all its details, also from its link (?item=<id>)", async () => {
    await itemCard(toy.title).getByRole("button", { name: toy.title }).click();
    const dialog = page.getByRole("dialog", { name: toy.title });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText("$12.50"));
    await expectVisible(dialog.getByText(toy.description));
    await expectVisible(dialog.getByText(toy.location));
    await expect.poll(() => param(page, "item")).toBeTruthy();
    const link = page.url();

    await page.keyboard.press("Escape");
    await expectHidden(dialog);
    expect(param(page, "item")).toBeNull();

    const visitor = await (await newContext(browser, inject("freshBaseUrl"))).newPage();
    await visitor.goto(link);
    const shared = visitor.getByRole("dialog", { name: toy.title });
    await expectVisible(shared.getByText(toy.description));
    await shared.getByRole("button", { name: "Close" }).click();
    await expectHidden(shared);
    expect(param(visitor, "item")).toBeNull();
    await expectVisible(visitor.getByRole("heading", { name: toy.title }));
  });

  it("offers pickup, shipping at a price or both, and refuses neither", async () => {
    const shipped = { title: "Cooling mat, large", price: "24", description: "Gel mat, keeps a big dog cool through summer." };
    await page.getByRole("button", { name: "List Item" }).click();
    const dialog = listDialog();
    await dialog.getByLabel(/^Title/).fill(shipped.title);
    await dialog.getByLabel(/^Price \(USD\)/).fill(shipped.price);
    await dialog.getByLabel(/^Description/).fill(shipped.description);
    // Pickup alone to start with; neither is refused under the switches.
    expect(await dialog.getByRole("switch", { name: "Local pickup" }).getAttribute("aria-checked")).toBe("true");
    await dialog.getByRole("switch", { name: "Local pickup" }).click();
    await dialog.getByRole("button", { name: "List Item" }).click();
    await expectVisible(dialog.getByText("Please offer pickup, shipping or both"));
    // Shipping at a price: a bad price is refused under its field.
    await dialog.getByRole("switch", { name: "Shipping" }).click();
    await dialog.getByLabel(/^Shipping price \(USD\)/).fill("4.999");
    await dialog.getByRole("button", { name: "List Item" }).click();
    await expectVisible(dialog.getByText("Shipping price must be a number of dollars and cents, 0 or more"));
    await dialog.getByLabel(/^Shipping price \(USD\)/).fill("5.5");
    await shootScreens(page, "marketplace-list-item-delivery", { prepare: (p) => p.getByLabel(/^Shipping price \(USD\)/).scrollIntoViewIfNeeded() });
    await dialog.getByRole("button", { name: "List Item" }).click();
    await expectToast(page, "Item listed successfully!");
    await expectHidden(dialog);
    // The item offers shipping at its price, and no pickup.
    await itemCard(shipped.title).getByRole("heading", { name: shipped.title }).click();
    const options = page.getByRole("dialog", { name: shipped.title }).getByRole("list", { name: "Delivery options" });
    await expectVisible(options);
    expect(await options.textContent()).toBe("Shipping $5.50");
  });
  it("shows the items for sale by default and the sold ones when asked, kept in the URL", async () => {
    await page.goto("/marketplace");
    const availability = page.getByRole("combobox", { name: "Availability" });
    expect(await availability.inputValue()).toBe("for_sale");
    await expectVisible(itemCard(toy.title));
    await availability.selectOption({ label: "Sold" });
    await expect.poll(() => param(page, "status")).toBe("sold");
    // Only sold items: none of this journey's (the toy is for sale), maybe others' (the journeys share a server).
    await expectCount(itemCard(toy.title), 0);
    const cards = page.getByRole("article");
    const unsold = cards.filter({ hasNot: page.getByText("Sold", { exact: true }) });
    await expect
      .poll(
        async () => (await page.getByText("No items match these filters").isVisible()) || ((await cards.count()) > 0 && (await unsold.count()) === 0),
        { timeout: 15_000, message: "the sold items, or none" },
      )
      .toBe(true);
    await shootScreens(page, "marketplace-sold-filter");
    await availability.selectOption({ label: "For sale" });
    await expectVisible(itemCard(toy.title));
    expect(param(page, "status")).toBeNull();
  });
});
