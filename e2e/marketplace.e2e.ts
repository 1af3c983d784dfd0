/** Paw Bazar: list items, then filter by category. */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectCount, expectHidden, expectToast, expectVisible } from "./support/expectations";
import { choose } from "./support/forms";
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
});
