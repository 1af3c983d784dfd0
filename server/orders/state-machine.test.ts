/**
 * The order state machine, every pair of statuses: the legal moves are exactly
 * the process, and every other move is refused with the current status named.
 */
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "@shared/marketplace";
import { illegalTransition, mayTransition } from "./state-machine";

const LEGAL: [OrderStatus, OrderStatus][] = [
  ["pending_payment", "paid"],
  ["pending_payment", "expired"],
  ["pending_payment", "canceled"],
  ["paid", "shipped"],
  ["paid", "ready_for_pickup"],
  ["paid", "canceled"],
  ["paid", "disputed"],
  ["shipped", "received"],
  ["shipped", "completed"],
  ["shipped", "disputed"],
  ["ready_for_pickup", "received"],
  ["ready_for_pickup", "completed"],
  ["ready_for_pickup", "disputed"],
  ["received", "completed"],
  ["received", "disputed"],
  ["disputed", "refunded"],
  ["disputed", "completed"],
];

const legal = new Set(LEGAL.map(([from, to]) => `${from}→${to}`));
const allPairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

describe("the order state machine", () => {
  it.each(LEGAL)("allows %s → %s", (from, to) => {
    expect(mayTransition(from, to)).toBe(true);
  });

  it.each(allPairs.filter(([from, to]) => !legal.has(`${from}→${to}`)))("refuses %s → %s", (from, to) => {
    expect(mayTransition(from, to)).toBe(false);
  });

  it("has final statuses that go nowhere, and no status that moves to itself", () => {
    for (const status of ["completed", "canceled", "refunded", "expired"] as const) {
      expect(ORDER_STATUSES.filter((to) => mayTransition(status, to))).toEqual([]);
    }
    for (const status of ORDER_STATUSES) expect(mayTransition(status, status)).toBe(false);
  });

  it("refuses with 409 naming the current status", () => {
    const error = illegalTransition("pending_payment", "shipped");
    expect(error.status).toBe(409);
    expect(error.message).toBe("This order is pending payment; it cannot become shipped.");
    expect(error.details).toEqual({ status: "pending_payment" });
  });
});
