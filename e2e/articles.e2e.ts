/**
 * Wellness Tips and Vets Corner: staff publish, everyone
 * filters by topic, and an item opens in place with its Back button.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectCount, expectHidden, expectPath, expectToast, expectVisible } from "./support/expectations";
import { choose } from "./support/forms";
import { STAFF } from "./support/people";

interface Library {
  path: string;
  /** Where the API lists them. */
  api: string;
  heading: string;
  subtitle: string;
  empty: string;
  add: string;
  dialog: string;
  topicLabel: string;
  filters: string;
  allLabel: string;
  publish: string;
  published: string;
  back: string;
  item: { title: string; topic: string; otherTopic: string; content: string; tags: string[] };
}

const LIBRARIES: Library[] = [
  {
    path: "/wellness-tips",
    api: "/api/wellness-tips",
    heading: "Wellness Tips",
    subtitle: "Expert advice for keeping your pets healthy and happy",
    empty: "No wellness tips available yet. Check back soon!",
    add: "Add Tip",
    dialog: "Add a Wellness Tip",
    topicLabel: "Category",
    filters: "Wellness categories",
    allLabel: "All Tips",
    publish: "Publish Tip",
    published: "Tip published!",
    back: "← Back to Tips",
    item: {
      title: "Fresh water, every day",
      topic: "Nutrition",
      otherTopic: "Exercise",
      content: "Change your pet's water at least once a day.\nWash the bowl weekly: a slimy film means bacteria.",
      tags: ["water", "daily care"],
    },
  },
  {
    path: "/vets-corner",
    api: "/api/vet-articles",
    heading: "Vets Corner",
    subtitle: "Professional veterinary advice and insights",
    empty: "No veterinary articles available yet. Check back soon!",
    add: "Add Article",
    dialog: "Add a Veterinary Article",
    topicLabel: "Specialization",
    filters: "Veterinary specializations",
    allLabel: "All Articles",
    publish: "Publish Article",
    published: "Article published!",
    back: "← Back to Articles",
    item: {
      title: "Brushing your dog's teeth",
      topic: "Dentistry",
      otherTopic: "Surgery",
      content: "Start slowly with a finger brush and pet toothpaste.\nNever use human toothpaste: xylitol is toxic to dogs.",
      tags: ["dental", "dogs"],
    },
  },
];

let browser: Browser;
let staff: Page;
let visitor: Page;
const baseUrl = inject("freshBaseUrl");

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await (await newContext(browser, baseUrl)).newPage();
  visitor = await (await newContext(browser, baseUrl)).newPage();
  await signIn(staff, STAFF);
});
afterAll(() => browser?.close());

describe.each(LIBRARIES)("$heading", (library) => {
  const { item } = library;
  const card = (page: Page) => page.getByRole("article").filter({ has: page.getByRole("button", { name: item.title }) });

  it("starts empty, with no way for visitors to publish", async () => {
    await visitor.goto(library.path);
    await expectVisible(visitor.getByRole("heading", { level: 1, name: library.heading }));
    await expectVisible(visitor.getByText(library.subtitle));
    await expectVisible(visitor.getByText(library.empty));
    await expectCount(visitor.getByRole("button", { name: library.add }), 0);
  });

  it("lets staff publish one", async () => {
    await staff.goto(library.path);
    await staff.getByRole("button", { name: library.add }).click();
    const dialog = staff.getByRole("dialog", { name: library.dialog });
    await dialog.getByLabel(/^Title/).fill(item.title);
    await choose(staff, dialog, new RegExp(`^${library.topicLabel}`), item.topic);
    await dialog.getByLabel(/^Content/).fill(item.content);
    await dialog.getByLabel("Tags (Optional)").fill(item.tags.join(", "));
    await dialog.getByRole("button", { name: library.publish }).click();
    await expectToast(staff, library.published);
    await expectHidden(dialog);
    await expectVisible(card(staff).getByText(item.topic, { exact: true }));
  });

  it("filters by topic", async () => {
    await visitor.goto(library.path);
    const filters = visitor.getByRole("group", { name: library.filters });
    await expectVisible(card(visitor));
    await filters.getByRole("button", { name: item.otherTopic }).click();
    await expectCount(card(visitor), 0);
    await filters.getByRole("button", { name: item.topic }).click();
    await expectVisible(card(visitor));
    await filters.getByRole("button", { name: library.allLabel }).click();
    await expectVisible(card(visitor));
  });

  it("opens one in place and goes back to the list", async () => {
    await card(visitor).getByRole("button", { name: item.title }).click();
    const back = visitor.getByRole("button", { name: library.back });
    await expectVisible(back);
    await expectPath(visitor, library.path);
    await expectVisible(visitor.getByRole("heading", { level: 2, name: item.title }));
    expect(await visitor.getByText(item.content.split("\n")[0]).innerText()).toBe(item.content);
    const tags = visitor.getByRole("list", { name: "Tags" });
    expect((await tags.getByRole("listitem").allInnerTexts()).map((t) => t.trim())).toEqual(item.tags);

    await back.click();
    await expectVisible(card(visitor));
    await expectCount(visitor.getByRole("button", { name: library.back }), 0);
  });

  it("opens one from its link (?open=<id>), and Back clears it", async () => {
    const [listed] = (await (await fetch(`${baseUrl}${library.api}`)).json()) as { id: string }[];
    await visitor.goto(`${library.path}?open=${listed.id}`);
    await expectVisible(visitor.getByRole("heading", { level: 2, name: item.title }));
    await visitor.getByRole("button", { name: library.back }).click();
    await expectVisible(card(visitor));
    await expectPath(visitor, library.path);
    expect(new URL(visitor.url()).searchParams.get("open")).toBeNull();
  });
});
