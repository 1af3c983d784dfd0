/**
 * The contact form and the staff inbox at
 * /admin/messages: field errors, 'Message Sent!', then staff read the message.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectCount, expectHidden, expectToast, expectVisible } from "./support/expectations";
import { STAFF, person } from "./support/people";

const FIELD_ERRORS = [
  "Name must be at least 2 characters",
  "Please enter a valid email address",
  "Subject must be at least 5 characters",
  "Message must be at least 10 characters",
];

const sender = { name: "Jamie Rivers", email: "jamie.rivers@pawfans.test" };
const subject = "Question about PawPal payouts";
const body = "Hello team,\nhow often are PawPal earnings paid out?\nThanks!";

let browser: Browser;
const baseUrl = inject("freshBaseUrl");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the contact form", () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await newContext(browser, baseUrl)).newPage();
  });

  it("shows each field's error once when sent empty", async () => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of FIELD_ERRORS) await expectCount(page.getByText(message, { exact: true }), 1);
    expect(await page.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps only the errors of fields still too short", async () => {
    await page.getByLabel("Name").fill("J");
    await page.getByLabel("Email").fill(sender.email);
    await page.getByLabel("Subject").fill("Hi");
    await page.getByLabel("Message").fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectCount(page.getByText("Name must be at least 2 characters", { exact: true }), 1);
    await expectCount(page.getByText("Subject must be at least 5 characters", { exact: true }), 1);
    await expectCount(page.getByText("Message must be at least 10 characters", { exact: true }), 1);
    await expectCount(page.getByText("Please enter a valid email address", { exact: true }), 0);
  });

  it("sends the message, says 'Message Sent!' and clears the form", async () => {
    await page.getByLabel("Name").fill(sender.name);
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill(body);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expectToast(page, "Message Sent!", "We'll get back to you as soon as possible.");
    for (const field of ["Name", "Email", "Subject", "Message"]) {
      expect(await page.getByLabel(field).inputValue()).toBe("");
    }
    for (const message of FIELD_ERRORS) await expectCount(page.getByText(message, { exact: true }), 0);
  });
});

describe("the staff inbox at /admin/messages", () => {
  it("asks signed-out visitors to sign in", async () => {
    const page = await (await newContext(browser, baseUrl)).newPage();
    await page.goto("/admin/messages");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Contact Messages" }));
    await expectVisible(page.getByRole("main").getByRole("link", { name: "Sign In" }));
    await expectCount(page.getByText(subject), 0);
  });

  it("tells people who are not staff that they are not authorised", async () => {
    const page = await (await newContext(browser, baseUrl)).newPage();
    await signIn(page, person("contact", "Casey", "Fan"), "/admin/messages");
    await expectVisible(page.getByText("You are not authorised to view this page"));
    await expectCount(page.getByText(subject), 0);
  });

  it("shows staff the message and lets them mark it read", async () => {
    const page = await (await newContext(browser, baseUrl)).newPage();
    await signIn(page, STAFF, "/admin/messages");

    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: subject }) });
    await expectVisible(card);
    await expectVisible(page.getByText("1 message · 1 unread"));
    await expectVisible(card.getByText("New", { exact: true }));
    await expectVisible(card.getByText(sender.name));
    await expectVisible(card.getByText(sender.email));
    // 'MMM d, yyyy h:mm a'
    expect(await card.locator("time").innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    // Line breaks kept.
    expect(await card.getByText("how often are PawPal earnings paid out?").innerText()).toBe(body);
    const reply = card.getByRole("link", { name: "Reply via Email →" });
    expect(await reply.getAttribute("href")).toBe(`mailto:${sender.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`);

    await card.getByRole("button", { name: "Mark as read" }).click();
    await expectHidden(card.getByText("New", { exact: true }));
    await expectVisible(page.getByText("1 message", { exact: true }));

    // Read stays read.
    await page.reload();
    await expectVisible(card);
    await expectCount(card.getByText("New", { exact: true }), 0);
  });
});
