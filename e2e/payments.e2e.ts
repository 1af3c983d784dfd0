/**
 * Money, end to end, on the built-in test payment provider (its own server: the
 * test clock moves that server's billing forward). A PawPal posts a premium
 * photo; a fan subscribes with 4242…, sees 'Subscription successful!' and the
 * photo; a second fan's card (…0002) is declined ('Subscription failed', the
 * dialog stays open), who then finishes the payment from their profile; the
 * creator sees the earnings, the 12-month chart, a statement and its CSV, and
 * sets up payouts on the provider's page; staff move the clock 31 days and the
 * fan has two receipts; the fan cancels at the period's end (resuming once) and
 * keeps the photo; the clock passes the period's end and the photo is locked
 * again; staff refund part of a payment, the server's refusals shown word for
 * word.
 *
 * The tests run in order and build on each other.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { CreatorProfileView, CurrentUser, MySubscriptionView } from "@shared/api-types";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectCount, expectHidden, expectPath, expectToast, expectVisible } from "./support/expectations";
import { makePng, type MediaFile } from "./support/media";
import { delayRequests } from "./support/network";
import { CARDS, payInDialog, payOnCardStep } from "./support/payments";
import { STAFF, person } from "./support/people";

const baseUrl = inject("paymentsBaseUrl");

const owner = person("pay", "Nina", "Vale");
const fan = person("pay", "Finn", "Cole");
const declined = person("pay", "Dana", "Price");
const pet = { name: "Nova", type: "Ferret", bio: "Nova steals socks and gives them back only for treats.", price: "9.99" };
const caption = "Nova's secret sock stash: premium only";

/** $9.99 split 80/20: the creator's $7.99, the platform's $2.00. */
const MONEY = { price: "$9.99", net: "$7.99", fee: "$2.00" };

let browser: Browser;
let contexts: BrowserContext[];
let ownerPage: Page;
let fanPage: Page;
let declinedPage: Page;
let staffPage: Page;
let photo: MediaFile;
let creatorProfileUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  contexts = await Promise.all([0, 1, 2, 3].map(() => newContext(browser, baseUrl)));
  [ownerPage, fanPage, declinedPage, staffPage] = await Promise.all(contexts.map((context) => context.newPage()));
  photo = await makePng(contexts[0], "nova-socks.png", "Socks");
});
afterAll(() => browser?.close());

/** A post card of a feed by its caption. */
const postCard = (page: Page) => page.getByRole("main").getByRole("article").filter({ hasText: caption });

/** The fan's row on /profile. */
const subscriptionRow = (page: Page) =>
  page.getByRole("list", { name: "Your subscriptions" }).getByRole("listitem").filter({ hasText: pet.name });

/** An earnings card of the dashboard by its label ("This month"). */
const earningsCard = (page: Page, label: string): Locator =>
  page
    .getByRole("group", { name: "Net earnings" })
    .locator(":scope > *")
    .filter({ has: page.getByText(label, { exact: true }) });

async function advanceClock(days: number) {
  await staffPage.goto("/admin/payments");
  const clock = staffPage.getByRole("form", { name: "Test clock" });
  await clock.getByLabel("Days").fill(String(days));
  await clock.getByRole("button", { name: "Advance test clock" }).click();
  await expectVisible(clock.getByText(/^Test clock is now [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d\d [AP]M$/), 30_000);
}

describe("a PawPal with a premium post", () => {
  it("becomes a PawPal at $9.99 a month and publishes a premium photo", async () => {
    await signIn(ownerPage, owner, "/become-creator");
    await ownerPage.getByLabel("Pet name").fill(pet.name);
    await ownerPage.getByLabel("Pet type").fill(pet.type);
    await ownerPage.getByLabel("Bio").fill(pet.bio);
    await ownerPage.getByLabel("Subscription price (USD per month)").fill(pet.price);
    await ownerPage.getByRole("button", { name: "Create PawPal Profile" }).click();
    await expectPath(ownerPage, "/creator-dashboard");

    await ownerPage.goto("/create-post");
    await ownerPage.getByLabel("Caption").fill(caption);
    await ownerPage.getByLabel("Image upload").setInputFiles(photo);
    await expectToast(ownerPage, "Upload successful");
    await ownerPage.getByRole("radio", { name: "All fans" }).check();
    await ownerPage.getByRole("button", { name: "Publish Post" }).click();
    await expectToast(ownerPage, "Post created!");

    const me = (await (await ownerPage.request.get("/api/auth/user")).json()) as CurrentUser;
    const profile = (await (await ownerPage.request.get(`/api/creator-profile/user/${me.id}`)).json()) as CreatorProfileView;
    creatorProfileUrl = `/profile/${profile.userId}`;
  });
});

describe("a fan subscribes with the test card", () => {
  it("finds the premium photo locked", async () => {
    await signIn(fanPage, fan, creatorProfileUrl);
    await expectVisible(postCard(fanPage).getByText("Subscribe to see this post"));
    await expectCount(postCard(fanPage).getByRole("img", { name: caption }), 0);
  });

  it("pays with 4242 4242 4242 4242: 'Processing...' until active, then 'Subscription successful!' and the photo", async () => {
    await fanPage.getByRole("main").getByRole("button", { name: "Subscribe", exact: true }).first().click();
    const dialog = fanPage.getByRole("dialog", { name: `Subscribe to ${pet.name}` });
    await dialog.getByRole("button", { name: "Subscribe Now" }).click();

    // The card step: test mode said plainly, the succeeding card filled in, the price on the button.
    await expectVisible(
      dialog.getByText(
        "Test mode — no real money moves. Use 4242 4242 4242 4242 to succeed, 4000 0000 0000 0002 to be declined, 4000 0000 0000 0341 to fail at the first renewal.",
      ),
    );
    expect(await dialog.getByLabel("Card number").inputValue()).toBe(CARDS.succeeds);
    expect(await dialog.getByLabel("Expiry (MM/YY)").inputValue()).toMatch(/^\d\d\/\d\d$/);
    expect(await dialog.getByLabel("CVC").inputValue()).toMatch(/^\d{3}$/);

    await delayRequests(fanPage, "POST", "/api/payments/test/confirm", 500);
    await dialog.getByRole("button", { name: `Pay ${MONEY.price}/month` }).click();
    await expectVisible(dialog.getByRole("button", { name: "Processing..." }));

    await expectToast(fanPage, "Subscription successful!", `You're now a fan of ${pet.name}! Enjoy exclusive content.`);
    await expectHidden(dialog);
    await expectVisible(postCard(fanPage).getByRole("img", { name: caption }));
    await expectCount(postCard(fanPage).getByText("Subscribe to see this post"), 0);
  });

  it("shows the subscription on /profile: Active, renewing in a month", async () => {
    await fanPage.goto("/profile");
    const row = subscriptionRow(fanPage);
    await expectVisible(row.getByText("Active", { exact: true }));
    await expectVisible(row.getByText(`Monthly · ${MONEY.price}/month`));
    await expectVisible(row.getByText(/^Renews [A-Z][a-z]{2} \d{1,2}, \d{4}$/));
  });
});

describe("a declined card", () => {
  it("shows 'Subscription failed' with the decline, and the dialog stays open on the card form", async () => {
    await signIn(declinedPage, declined, creatorProfileUrl);
    await declinedPage.getByRole("main").getByRole("button", { name: "Subscribe", exact: true }).first().click();
    const dialog = declinedPage.getByRole("dialog", { name: `Subscribe to ${pet.name}` });
    await payInDialog(dialog, CARDS.declined);

    await expectToast(declinedPage, "Subscription failed", "Your card was declined.");
    // Over the browser's own modal dialog the toast shows inside it: elsewhere it would be under the backdrop.
    await expectVisible(dialog.getByText("Subscription failed", { exact: true }));
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole("button", { name: `Pay ${MONEY.price}/month` }));
    expect(await dialog.getByLabel("Card number").inputValue()).toBe(CARDS.declined);
  });

  it("unlocks nothing; 'Finish payment' on /profile reopens the card step of the incomplete subscription", async () => {
    // (Escape would dismiss the toast first: it is the newest layer. It shows inside the dialog, its 'Close notification' too.)
    const dialog = declinedPage.getByRole("dialog", { name: `Subscribe to ${pet.name}` });
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expectHidden(dialog);
    await expectVisible(postCard(declinedPage).getByText("Subscribe to see this post"));
    await declinedPage.goto("/profile");
    const row = subscriptionRow(declinedPage);
    await expectVisible(row.getByText("Incomplete", { exact: true }));
    await row.getByRole("button", { name: "Finish payment" }).click();
    await payOnCardStep(dialog, CARDS.succeeds);
    await expectToast(declinedPage, "Subscription successful!", `You're now a fan of ${pet.name}! Enjoy exclusive content.`);
    await expectVisible(row.getByText("Active", { exact: true }));
  });
});

describe("the creator's money", () => {
  it("shows this month's earnings: net, gross and the 20% fee, recurring revenue and the balance", async () => {
    await ownerPage.goto("/creator-dashboard");
    await expectVisible(ownerPage.getByRole("heading", { name: "Earnings" }));
    // Two fans paid $9.99 each this month.
    const thisMonth = earningsCard(ownerPage, "This month");
    await expectVisible(thisMonth.getByText("$15.98", { exact: true }));
    await expectVisible(thisMonth.getByText("$19.98 gross · $4.00 fee (20%)"));
    await expectVisible(earningsCard(ownerPage, "Lifetime").getByText("$15.98", { exact: true }));
    await expectVisible(ownerPage.getByText("From 2 active fans, before the fee"));
    await expectVisible(ownerPage.getByText("$15.98 pending: each payment is held for 7 days"));
  });

  it("draws the last 12 months, with the figures as a table", async () => {
    const chart = ownerPage.getByRole("figure", { name: "Last 12 months" });
    await expectVisible(chart);
    await chart.getByText("Show the figures as a table").click();
    const rows = chart.getByRole("table").getByRole("row");
    await expectCount(rows, 13);
    // Newest month first: gross, net, new fans, churned.
    const cells = await rows.nth(1).getByRole("cell").allInnerTexts();
    expect(cells).toEqual(["$19.98", "$15.98", "2", "0"]);
  });

  it("lists this month's statement with its CSV", async () => {
    await ownerPage.getByRole("link", { name: "Statements" }).first().click();
    await expectPath(ownerPage, "/creator-dashboard/statements");
    const row = ownerPage.getByRole("table").getByRole("row").nth(1);
    await expectVisible(row);
    expect(await row.getByRole("cell").allInnerTexts()).toEqual(["$19.98", "$0.00", "$4.00", "$15.98", "$0.00", "$15.98", "CSV"]);
    await expectVisible(ownerPage.getByText("No payouts yet"));

    const csvLink = row.getByRole("link", { name: /^Download the .* statement \(CSV\)$/ });
    const csv = await ownerPage.request.get((await csvLink.getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers()["content-disposition"]).toMatch(/attachment/);
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("date,type,fan,gross,fee,net");
    expect(text).toContain(`Subscription payment,${fan.firstName} ${fan.lastName},9.99,2.00,7.99`);
  });

  it("sets up payouts on the provider's onboarding page and comes back to 'Payouts enabled'", async () => {
    await ownerPage.goto("/creator-dashboard");
    await ownerPage.getByRole("button", { name: "Set up payouts" }).click();
    // The test provider's own page, as Stripe's hosted onboarding would be: nothing changes until it is submitted.
    await expectVisible(ownerPage.getByText("Test payment provider.", { exact: true }));
    await ownerPage.getByRole("button", { name: "Agree and submit" }).click();
    await expectPath(ownerPage, "/creator-dashboard");
    await expectVisible(ownerPage.getByText("Payouts enabled"));
  });
});

describe("a month later", () => {
  it("staff find Payments in their account menu and move the test clock 31 days", async () => {
    await signIn(staffPage, STAFF);
    await staffPage.getByRole("button", { name: "Account menu" }).click();
    await expectVisible(staffPage.getByRole("menuitem", { name: "Contact inbox" }));
    await staffPage.getByRole("menuitem", { name: "Payments" }).click();
    await expectPath(staffPage, "/admin/payments");
    await expectVisible(staffPage.getByRole("heading", { level: 1, name: "Payments" }));
    await advanceClock(31);
  });

  it("the fan has two receipts", async () => {
    await fanPage.goto("/profile");
    await subscriptionRow(fanPage).getByRole("button", { name: `Receipts for ${pet.name}` }).click();
    const dialog = fanPage.getByRole("dialog", { name: `Receipts for ${pet.name}` });
    const receipts = dialog.getByRole("list", { name: "Receipts" }).getByRole("listitem");
    await expectCount(receipts, 2);
    for (const receipt of await receipts.all()) {
      await expectVisible(receipt.getByText("Paid", { exact: true }));
      await expectVisible(receipt.getByText(MONEY.price, { exact: true }));
    }
    await fanPage.keyboard.press("Escape");
  });

  it("the fan cancels at the period's end (after resuming once) and keeps the photo meanwhile", async () => {
    const row = subscriptionRow(fanPage);
    await row.getByRole("button", { name: `Cancel subscription to ${pet.name}` }).click();
    const confirm = fanPage.getByRole("dialog", { name: `Cancel your subscription to ${pet.name}?` });
    await expectVisible(confirm.getByText(/^You keep access until [A-Z][a-z]{2} \d{1,2}, \d{4}\./));
    await confirm.getByRole("button", { name: "Cancel subscription" }).click();
    await expectToast(fanPage, "Subscription canceled");
    await expectVisible(row.getByText(/^Ends [A-Z][a-z]{2} \d{1,2}, \d{4}$/));

    // Resuming undoes it; cancel again for good.
    await row.getByRole("button", { name: `Resume subscription to ${pet.name}` }).click();
    await expectToast(fanPage, "Subscription resumed");
    await expectVisible(row.getByText(/^Renews /));
    await row.getByRole("button", { name: `Cancel subscription to ${pet.name}` }).click();
    await confirm.getByRole("button", { name: "Cancel subscription" }).click();
    await expectVisible(row.getByText(/^Ends /));

    await fanPage.goto(creatorProfileUrl);
    await expectVisible(postCard(fanPage).getByRole("img", { name: caption }));
  });

  it("once the clock passes the period's end, the photo is locked again", async () => {
    await advanceClock(31);
    // The provider's end-of-period events are processed a moment after the clock has moved.
    const statuses = async () =>
      ((await (await fanPage.request.get("/api/subscriptions/mine")).json()) as MySubscriptionView[]).map((subscription) => subscription.status);
    await expect.poll(statuses, { timeout: 30_000 }).toContain("canceled");
    await fanPage.goto(creatorProfileUrl);
    await expectVisible(postCard(fanPage).getByText("Subscribe to see this post"));
    await expectCount(postCard(fanPage).getByRole("img", { name: caption }), 0);
    await fanPage.goto("/profile");
    await expectVisible(subscriptionRow(fanPage).getByText("Canceled", { exact: true }));
  });
});

describe("staff refunds", () => {
  it("show the server's refusals word for word, then refund $1.00 of a payment", async () => {
    await staffPage.goto("/admin/payments");
    const row = staffPage
      .getByRole("list", { name: "Payments" })
      .getByRole("listitem")
      .filter({ hasText: `${fan.firstName} ${fan.lastName}` })
      .first();
    await row.getByRole("button", { name: /^Refund / }).click();
    const dialog = staffPage.getByRole("dialog", { name: "Refund a payment" });
    await expectVisible(dialog.getByText(`Full refund (${MONEY.price})`));
    await dialog.getByRole("radio", { name: /Partial refund/ }).check();

    const amount = dialog.getByLabel("Amount (USD)");
    const refund = dialog.getByRole("button", { name: "Refund", exact: true });
    await amount.fill("50");
    await refund.click();
    await expectVisible(dialog.getByText("The refund of $50.00 is more than the $9.99 left to refund on this payment"));
    await amount.fill("0");
    await refund.click();
    await expectVisible(dialog.getByText("A refund must be more than zero"));

    await amount.fill("1");
    await refund.click();
    await expectToast(staffPage, "Refund requested", `$1.00 goes back to ${fan.firstName} ${fan.lastName}.`);
    await expectHidden(dialog);
    await expectVisible(row.getByText("Refunded $1.00"));
  });
});
