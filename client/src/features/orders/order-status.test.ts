import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "@shared/marketplace";
import { commissionPercent, orderEventText, orderStatusSummary, sellerShareCents, viewerOf } from "./order-status";
import { BUYER_ID, SELLER_ID, testOrder } from "./test-orders";

describe("who is looking at an order", () => {
  it("is its buyer, its seller, or staff", () => {
    const order = testOrder();
    expect(viewerOf(order, BUYER_ID)).toBe("buyer");
    expect(viewerOf(order, SELLER_ID)).toBe("seller");
    expect(viewerOf(order, "moderator")).toBe("staff");
  });
});

describe("the seller's money", () => {
  it("keeps the total less the commission on the item's price (shipping carries none)", () => {
    const order = testOrder();
    expect(sellerShareCents(order)).toBe(5099 - 225);
    expect(commissionPercent(order)).toBe("5%");
    expect(commissionPercent(testOrder({ subtotalCents: 1000, commissionCents: 75 }))).toBe("7.5%");
    expect(commissionPercent(testOrder({ subtotalCents: 0, commissionCents: 0 }))).toBeNull();
  });
});

describe("where an order stands", () => {
  it("has words for every status and every viewer", () => {
    for (const status of ORDER_STATUSES) {
      for (const viewer of ["buyer", "seller", "staff"] as const) {
        expect(orderStatusSummary(testOrder({ status }), viewer)).toMatch(/[.!]$/);
      }
    }
  });

  it("tells each party their next step once paid: ship, or get it ready for pickup", () => {
    expect(orderStatusSummary(testOrder(), "seller")).toBe("Paid! Please ship the item to the address below and add its tracking number.");
    expect(orderStatusSummary(testOrder(), "buyer")).toBe("Payment received. The seller is preparing your item for shipping.");
    const pickup = testOrder({ delivery: { method: "pickup", address: null } });
    expect(orderStatusSummary(pickup, "seller")).toBe("Paid! Please get the item ready and let the buyer know when to pick it up.");
  });

  it("says whether a canceled order was refunded or never charged", () => {
    expect(orderStatusSummary(testOrder({ status: "canceled" }), "buyer")).toBe("This order was canceled and the payment of $50.99 refunded in full.");
    expect(orderStatusSummary(testOrder({ status: "canceled", paidAt: null }), "buyer")).toBe(
      "This order was canceled before it was paid; nothing was charged.",
    );
  });

  it("tells the seller their share when the order completes", () => {
    expect(orderStatusSummary(testOrder({ status: "completed" }), "seller")).toBe("All done! Your share of $48.74 is added to your payouts.");
  });
});

describe("the timeline", () => {
  it("names who made each change: the viewer, the other party, staff, or nobody for the payment and the clock", () => {
    const order = testOrder();
    const [placed, paid] = order.events!;
    expect(orderEventText(placed!, order, BUYER_ID)).toEqual({ title: "Order placed", by: "by you" });
    expect(orderEventText(placed!, order, SELLER_ID)).toEqual({ title: "Order placed", by: "by the buyer" });
    expect(orderEventText(paid!, order, SELLER_ID)).toEqual({ title: "Payment received", by: null });
    const shipped = { fromStatus: "paid" as const, toStatus: "shipped" as const, actorId: SELLER_ID, createdAt: order.createdAt };
    expect(orderEventText(shipped, order, BUYER_ID)).toEqual({ title: "Shipped", by: "by the seller" });
    const refunded = { fromStatus: "disputed" as const, toStatus: "refunded" as const, actorId: "moderator", createdAt: order.createdAt };
    expect(orderEventText(refunded, order, BUYER_ID)).toEqual({ title: "Refunded", by: "by PawFans support" });
  });
});
