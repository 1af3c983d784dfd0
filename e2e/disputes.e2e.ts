/**
 * Paw Bazar's seller and staff screens: a creator who sells finds a paid order
 * under "Orders to ship" on their dashboard; then the order is handed over and disputed (through the API, as the order journey does it by hand);
 * staff find it on /admin/disputes with the buyer's words, resolve it with a
 * refund and a note, and the list is empty again; the buyer's order page then
 * shows it refunded with staff's note.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { MarketplaceItemView } from "@shared/api-types";
import type { OrderView, PlacedOrderView } from "@shared/marketplace";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectCount, expectHidden, expectToast, expectVisible } from "./support/expectations";
import { person, STAFF } from "./support/people";
import { shootScreens } from "./support/screens";

const baseUrl = inject("freshBaseUrl");
const seller = person("disputes", "Sid", "Seller");
const buyer = person("disputes", "Bo", "Buyer");
const DETAILS = "The crate's door does not latch, so it cannot be used for travel.";
const NOTE = "The seller's photos showed the latch; refunded in full.";

let browser: Browser;
let sellerPage: Page;
let buyerPage: Page;
let staffPage: Page;
let orderId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  [sellerPage, buyerPage, staffPage] = await Promise.all([0, 1, 2].map(async () => (await newContext(browser, baseUrl)).newPage()));
  await signIn(sellerPage, seller);
  await signIn(buyerPage, buyer);
  await signIn(staffPage, STAFF);
});
afterAll(() => browser?.close());

describe("staff resolve a Paw Bazar dispute", () => {
  it("a creator who sells sees the paid order to ship, and the buyer disputes it once handed over for pickup", async () => {
    expect((await sellerPage.request.post("/api/creator-profile", { data: { petName: "Crate Cat", petType: "Cat", bio: "Sells what we outgrow." } })).status()).toBe(201);
    const listed = await sellerPage.request.post("/api/marketplace-items", {
      data: { title: "Travel crate, medium", description: "Sturdy, two doors.", price: 30, category: "Accessories", condition: "Good" },
    });
    expect(listed.status()).toBe(201);
    const item = (await listed.json()) as MarketplaceItemView;
    const placed = await buyerPage.request.post(`/api/marketplace-items/${item.id}/orders`, { data: { delivery: { method: "pickup" } } });
    expect(placed.status()).toBe(201);
    const { order, payment } = (await placed.json()) as PlacedOrderView;
    orderId = order.id;
    const paid = await buyerPage.request.post("/api/payments/test/confirm", { data: { clientSecret: payment.clientSecret, cardNumber: "4242 4242 4242 4242" } });
    expect(paid.status()).toBe(200);
    // The payment's event arrives through a job.
    await expect
      .poll(async () => ((await (await buyerPage.request.get(`/api/orders/${orderId}`)).json()) as OrderView).status, { timeout: 30_000 })
      .toBe("paid");
    // The seller's dashboard lists it to ship.
    await sellerPage.goto("/creator-dashboard");
    const toShip = sellerPage.getByRole("list", { name: "Orders to ship" });
    await expectVisible(toShip.getByRole("link", { name: /Travel crate, medium/ }));
    await shootScreens(sellerPage, "dashboard-orders-to-ship", { prepare: (p) => p.getByRole("list", { name: "Orders to ship" }).scrollIntoViewIfNeeded() });
    expect((await sellerPage.request.post(`/api/orders/${orderId}/ready-for-pickup`)).status()).toBe(200);
    await sellerPage.reload();
    await expectVisible(sellerPage.getByRole("heading", { name: "Crate Cat" }).first());
    await expectCount(sellerPage.getByRole("list", { name: "Orders to ship" }), 0);
    const disputed = await buyerPage.request.post(`/api/orders/${orderId}/dispute`, { data: { reason: "not_as_described", details: DETAILS } });
    expect(disputed.status()).toBe(200);
  });

  it("staff find it on the disputes page with the buyer's words", async () => {
    await staffPage.goto("/admin/disputes");
    await expectVisible(staffPage.getByRole("heading", { level: 1, name: "Disputes" }));
    const row = staffPage.getByRole("list", { name: "Open disputes" }).getByRole("listitem").filter({ hasText: "Travel crate, medium" });
    await expectVisible(row.getByText(DETAILS));
    await expectVisible(row.getByText("It is not as described"));
    await expectVisible(row.getByText("$30.00"));
    await shootScreens(staffPage, "admin-disputes");
  });

  it("staff resolve it with a refund and a note, and the list empties", async () => {
    await staffPage.getByRole("button", { name: "Resolve the dispute over Travel crate, medium" }).click();
    const dialog = staffPage.getByRole("dialog", { name: "Resolve the dispute" });
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await expectVisible(dialog.getByText("Outcome must be refund or release"));
    await dialog.getByLabel(/Refund the buyer/).check();
    await dialog.getByLabel(/^Note to both parties/).fill(NOTE);
    await shootScreens(staffPage, "admin-disputes-resolve");
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await expectToast(staffPage, "Dispute resolved");
    await expectHidden(dialog);
    await expectVisible(staffPage.getByText("No open disputes"));
  });

  it("the buyer sees the order refunded with staff's note", async () => {
    await buyerPage.goto(`/orders/${orderId}`);
    await expectVisible(buyerPage.getByText(NOTE));
  });
});
