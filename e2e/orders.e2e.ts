/**
 * Paw Bazar, bought and delivered: a seller lists an item with shipping; a buyer
 * presses 'Buy now', gives an address, pays with the test card and lands on the
 * order's page, which turns Paid once the provider's event is in; the item shows
 * Sold; the seller finds the sale under Sales and marks it shipped with a
 * tracking number; the buyer sees the tracking and confirms receiving it; both
 * see it completed, the seller with their share less the 5% commission.
 *
 * The tests run in order and build on each other.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { MarketplaceItemView } from "@shared/api-types";
import { signIn } from "./support/auth";
import { launchBrowser, newContext, PHONE } from "./support/browser";
import { expectPath, expectVisible } from "./support/expectations";
import { person } from "./support/people";

const baseUrl = inject("freshBaseUrl");
const seller = person("orders", "Sally", "Vendor");
const buyer = person("orders", "Bea", "Shopper");
/** $18.50 and $4.50 shipping: $23.00 paid; the commission 5% of $18.50 = $0.93 (half-up); the seller keeps $22.07. */
const listing = { title: "Cat tunnel, 3-way", price: 18.5, shippingCents: 450 };
const TRACKING = "1Z999AA10123456784";
/** The payment's event arrives through a job: the order page follows it. */
const PAID_TIMEOUT_MS = 30_000;

let browser: Browser;
let sellerPage: Page;
let buyerPage: Page;
let item: MarketplaceItemView;
let orderPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  sellerPage = await (await newContext(browser, baseUrl)).newPage();
  buyerPage = await (await newContext(browser, baseUrl, { viewport: PHONE })).newPage();
  await signIn(sellerPage, seller);
  await signIn(buyerPage, buyer);
});
afterAll(() => browser?.close());

const status = (page: Page) => page.getByRole("region", { name: "Status" });

describe("buying an item", () => {
  it("the seller lists an item that ships", async () => {
    const res = await sellerPage.request.post("/api/marketplace-items", {
      data: {
        title: listing.title,
        description: "Crinkly, folds flat.",
        price: listing.price,
        category: "Toys",
        condition: "Good",
        delivery: { pickup: false, shipping: true, shippingCents: listing.shippingCents },
      },
    });
    expect(res.status()).toBe(201);
    item = (await res.json()) as MarketplaceItemView;
  });

  it("the buyer checks out with an address and the test card, and lands on the paid order", async () => {
    await buyerPage.goto(`/marketplace?item=${item.id}`);
    await buyerPage.getByRole("button", { name: "Buy now" }).click();
    const checkout = buyerPage.getByRole("dialog", { name: `Buy ${listing.title}` });
    await expectVisible(checkout.getByText("Total$23.00"));
    await checkout.getByRole("button", { name: "Continue to payment" }).click();
    await expectVisible(checkout.getByText("Address is required"));

    await checkout.locator("#address-line1").fill("1 Purr Lane");
    await checkout.locator("#address-city").fill("Denver");
    await checkout.locator("#address-postal-code").fill("80202");
    await checkout.locator("#address-country").fill("US");
    await checkout.getByRole("button", { name: "Continue to payment" }).click();
    await buyerPage.getByRole("dialog", { name: "Pay for your order" }).getByRole("button", { name: "Pay $23.00" }).click();

    await buyerPage.waitForURL(/\/orders\/[0-9a-f-]+$/);
    orderPath = new URL(buyerPage.url()).pathname;
    await expectVisible(status(buyerPage).getByRole("heading", { name: "Paid" }), PAID_TIMEOUT_MS);
    await expectVisible(status(buyerPage).getByText("Payment received. The seller is preparing your item for shipping."));
  });

  it("the item shows Sold", async () => {
    await buyerPage.goto(`/marketplace?item=${item.id}`);
    await expectVisible(buyerPage.getByRole("dialog").getByText("Sold", { exact: true }));
  });

  it("the seller finds the sale and marks it shipped with a tracking number", async () => {
    await sellerPage.goto("/orders?role=seller");
    await sellerPage.getByRole("list", { name: "Sales" }).getByRole("link", { name: new RegExp(listing.title) }).click();
    await expectPath(sellerPage, orderPath);
    await sellerPage.getByRole("button", { name: "Mark as shipped" }).click();
    const dialog = sellerPage.getByRole("dialog", { name: "Mark as shipped" });
    await dialog.getByLabel("Carrier").fill("UPS");
    await dialog.getByLabel("Tracking number").fill(TRACKING);
    await dialog.getByRole("button", { name: "Mark as shipped" }).click();
    await expectVisible(status(sellerPage).getByRole("heading", { name: "Shipped" }));
  });

  it("the buyer follows the parcel and confirms receiving it", async () => {
    await buyerPage.goto(orderPath);
    await expectVisible(buyerPage.getByText(TRACKING));
    await buyerPage.getByRole("button", { name: "I have received it" }).click();
    await buyerPage.getByRole("dialog", { name: "Got your item?" }).getByRole("button", { name: "Yes, I have it" }).click();
    await expectVisible(status(buyerPage).getByRole("heading", { name: "Completed" }));
  });

  it("the seller sees it completed, with their share less the 5% commission", async () => {
    await sellerPage.reload();
    await expectVisible(status(sellerPage).getByText("All done! Your share of $22.07 is added to your payouts."));
    await expectVisible(sellerPage.getByText("PawFans commission (5% of the item)"));
  });
});
