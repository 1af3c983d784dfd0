/**
 * Community Threads: start a thread, find it by category and by a word of its
 * text, open it in place (and by its link, ?thread=<id>), comment, and go back
 * to the list.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectCount, expectHidden, expectPath, expectToast, expectVisible } from "./support/expectations";
import { choose } from "./support/forms";
import { person } from "./support/people";

const title = "How did you teach your dog to wait at the door?";
const content = "Our beagle bolts every time the doorbell rings. What worked for your pups? Treats, a mat, something else?";
const comment = "A mat by the door and lots of tiny treats. It took us two weeks!";

let browser: Browser;
let page: Page;
const baseUrl = inject("freshBaseUrl");

const param = (target: Page, name: string) => new URL(target.url()).searchParams.get(name);
const threadCard = (): Locator => page.getByRole("article").filter({ has: page.getByRole("button", { name: title }) });

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl)).newPage();
});
afterAll(() => browser?.close());

describe("Community Threads", () => {
  it("starts empty for a visitor", async () => {
    await page.goto("/community");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Community Threads" }));
    await expectVisible(page.getByText("Connect with fellow pet lovers and share experiences"));
    await expectVisible(page.getByText("No threads yet. Be the first to start a discussion!"));
  });

  it("starts a thread from the 'Create New Thread' dialog", async () => {
    await signIn(page, person("community", "Taylor", "Brooks"), "/community");
    await page.getByRole("button", { name: "New Thread" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Thread" });
    await expectVisible(dialog.getByText("Start a discussion with the community"));

    await dialog.getByLabel("Title").fill(title);
    await choose(page, dialog, "Category", "Training Tips");
    await dialog.getByLabel("Content").fill(content);
    await dialog.getByRole("button", { name: "Create Thread" }).click();

    await expectToast(page, "Thread created successfully!");
    await expectHidden(dialog);
    await expectVisible(threadCard());
    await expectVisible(threadCard().getByText("Training Tips"));
    await expectVisible(threadCard().getByText("0 comments"));
  });

  it("clears title and content after creating, and keeps the category", async () => {
    await page.getByRole("button", { name: "New Thread" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Thread" });
    expect(await dialog.getByLabel("Title").inputValue()).toBe("");
    expect(await dialog.getByLabel("Content").inputValue()).toBe("");
    expect(await dialog.getByRole("combobox", { name: "Category" }).innerText()).toBe("Training Tips");
    await page.keyboard.press("Escape");
    await expectHidden(dialog);
  });

  it("filters threads by category", async () => {
    const filters = page.getByRole("group", { name: "Thread categories" });
    await filters.getByRole("button", { name: "Health Questions" }).click();
    await expectCount(threadCard(), 0);
    await filters.getByRole("button", { name: "Training Tips" }).click();
    await expectVisible(threadCard());
    await filters.getByRole("button", { name: "All", exact: true }).click();
    await expectVisible(threadCard());
  });

  it("opens the thread in place and posts a comment", async () => {
    await threadCard().getByRole("button", { name: title }).click();
    await expectVisible(page.getByRole("button", { name: "← Back to Threads" }));
    await expectPath(page, "/community");
    await expectVisible(page.getByRole("heading", { name: title }));
    await expectVisible(page.getByText(content));
    await expectVisible(page.getByText("0 comments"));

    const box = page.getByLabel("Add a comment");
    const post = page.getByRole("button", { name: "Post Comment" });
    expect(await post.isDisabled()).toBe(true);
    await box.fill("   ");
    expect(await post.isDisabled()).toBe(true);

    await box.fill(comment);
    await post.click();
    await expectToast(page, "Comment posted!");
    await expectVisible(page.getByRole("listitem").filter({ hasText: comment }));
    await expectVisible(page.getByText("1 comment", { exact: true }));
    expect(await box.inputValue()).toBe("");
  });

  it("goes back to the list, where the count has moved on", async () => {
    await page.getByRole("button", { name: "← Back to Threads" }).click();
    await expectVisible(threadCard());
    await expectVisible(threadCard().getByText("1 comment", { exact: true }));
    await expectCount(page.getByRole("button", { name: "← Back to Threads" }), 0);
  });

  it("searches threads by a word of their text and keeps the search in the URL", async () => {
    const box = page.getByRole("searchbox", { name: "Search threads" });
    await box.fill("doorbell"); // only in the thread's content
    await expectVisible(threadCard());
    await expect.poll(() => param(page, "q")).toBe("doorbell");

    await box.fill("zebra");
    await expectVisible(page.getByText('No threads found for "zebra"'));
    await expectCount(threadCard(), 0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expectVisible(threadCard());
    expect(await box.inputValue()).toBe("");
    expect(param(page, "q")).toBeNull();
  });

  it("opens a thread from its link (?thread=<id>), and Back clears the param", async () => {
    await threadCard().getByRole("button", { name: title }).click();
    await expect.poll(() => param(page, "thread")).toBeTruthy();
    const link = page.url();
    await page.getByRole("button", { name: "← Back to Threads" }).click();
    await expectVisible(threadCard());
    expect(param(page, "thread")).toBeNull();

    const visitor = await (await newContext(browser, baseUrl)).newPage();
    await visitor.goto(link);
    await expectVisible(visitor.getByRole("heading", { level: 2, name: title }));
    await expectVisible(visitor.getByText(comment));
    await visitor.getByRole("button", { name: "← Back to Threads" }).click();
    await expectVisible(visitor.getByRole("button", { name: title }));
    await expectPath(visitor, "/community");
    expect(param(visitor, "thread")).toBeNull();
  });

  it("asks signed-out visitors to log in to comment", async () => {
    const visitor = await (await newContext(browser, baseUrl)).newPage();
    await visitor.goto("/community");
    await visitor.getByRole("button", { name: title }).click();
    await expectVisible(visitor.getByText(comment));
    await expectVisible(visitor.getByText("Please log in to comment"));
    await expectCount(visitor.getByLabel("Add a comment"), 0);
  });
});
