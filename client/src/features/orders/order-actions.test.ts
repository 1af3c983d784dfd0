import { describe, expect, it } from "vitest";
import { ORDER_BUYER_CANCEL_MINUTES } from "@shared/marketplace";
import { orderActions } from "./order-actions";
import { testOrder } from "./test-orders";

const paidAt = new Date("2026-11-29T10:02:00.000Z");
const minutesAfterPaying = (minutes: number) => new Date(paidAt.getTime() + minutes * 60_000);

describe("what each party may do with an order", () => {
  it("lets the seller ship a paid order for shipping, or mark a pickup order ready, and cancel it until then", () => {
    expect(orderActions(testOrder(), "seller")).toEqual(["ship", "cancel"]);
    expect(orderActions(testOrder({ delivery: { method: "pickup", address: null } }), "seller")).toEqual(["readyForPickup", "cancel"]);
  });

  it(`lets the buyer cancel a paid order within ${ORDER_BUYER_CANCEL_MINUTES} minutes of paying, and dispute it until it completes`, () => {
    expect(orderActions(testOrder(), "buyer", minutesAfterPaying(59))).toEqual(["cancel", "dispute"]);
    expect(orderActions(testOrder(), "buyer", minutesAfterPaying(61))).toEqual(["dispute"]);
    expect(orderActions(testOrder({ status: "received" }), "buyer")).toEqual(["dispute"]);
    expect(orderActions(testOrder({ status: "completed" }), "buyer")).toEqual([]);
  });

  it("lets the buyer confirm a shipped or ready order received", () => {
    expect(orderActions(testOrder({ status: "shipped" }), "buyer")).toEqual(["confirmReceived", "dispute"]);
    expect(orderActions(testOrder({ status: "ready_for_pickup" }), "buyer")).toEqual(["confirmReceived", "dispute"]);
    expect(orderActions(testOrder({ status: "shipped" }), "seller")).toEqual([]);
  });

  it("lets either party cancel while it waits for payment", () => {
    const pending = testOrder({ status: "pending_payment", paidAt: null });
    expect(orderActions(pending, "buyer")).toEqual(["cancel"]);
    expect(orderActions(pending, "seller")).toEqual(["cancel"]);
  });

  it("offers nothing once it ended, nor to staff", () => {
    for (const status of ["canceled", "refunded", "expired", "completed", "disputed"] as const) {
      expect(orderActions(testOrder({ status }), "buyer")).toEqual([]);
      expect(orderActions(testOrder({ status }), "seller")).toEqual([]);
    }
    expect(orderActions(testOrder(), "staff")).toEqual([]);
  });
});
