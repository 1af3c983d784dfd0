import { describe, expect, it } from "vitest";
import type { MySubscriptionView } from "@shared/api-types";
import type { SubscriptionStatus } from "@shared/subscriptions";
import { ActivationFailed, waitForActivation, waitForTier } from "./activation";

const subscription = (status: SubscriptionStatus) => ({ id: "s1", status }) as MySubscriptionView;

/** A fake clock whose sleep moves time on, and a read that answers the given statuses in turn. */
function harness(answers: Array<SubscriptionStatus | Error>) {
  let time = 0;
  const reads: number[] = [];
  const read = async () => {
    reads.push(time);
    const answer = answers[Math.min(reads.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return subscription(answer);
  };
  const options = {
    intervalMs: 700,
    timeoutMs: 30_000,
    now: () => time,
    sleep: async (ms: number) => {
      time += ms;
    },
  };
  return { read, reads, options };
}

describe("waiting for the subscription to turn active", () => {
  it("reads every 700 ms until it is active", async () => {
    const { read, reads, options } = harness(["incomplete", "incomplete", "active"]);
    const result = await waitForActivation(read, options);
    expect(result.outcome).toBe("active");
    expect(result.subscription?.status).toBe("active");
    expect(reads).toEqual([0, 700, 1400]);
  });

  it("counts past due as a fan subscription too", async () => {
    const { read, options } = harness(["past_due"]);
    expect((await waitForActivation(read, options)).outcome).toBe("active");
  });

  it("keeps reading after a failed read", async () => {
    const { read, reads, options } = harness([new Error("offline"), "active"]);
    expect((await waitForActivation(read, options)).outcome).toBe("active");
    expect(reads).toHaveLength(2);
  });

  it("gives up after 30 s, answering pending", async () => {
    const { read, reads, options } = harness(["incomplete"]);
    const result = await waitForActivation(read, options);
    expect(result).toEqual({ outcome: "pending", subscription: subscription("incomplete") });
    expect(reads.at(-1)).toBeLessThanOrEqual(30_000);
    expect(reads.length).toBe(Math.floor(30_000 / 700) + 1);
  });

  it("fails when the subscription ended instead", async () => {
    const { read, options } = harness(["incomplete", "incomplete_expired"]);
    await expect(waitForActivation(read, options)).rejects.toThrow(ActivationFailed);
  });
});

describe("waiting for an upgrade to reach its tier", () => {
  it("reads until the subscription is on the new tier", async () => {
    let time = 0;
    const tiers = ["basic", "basic", "vip"];
    let reads = 0;
    const read = async () => ({ id: "s1", status: "active", tierId: tiers[Math.min(reads++, tiers.length - 1)] }) as MySubscriptionView;
    const result = await waitForTier(read, "vip", { now: () => time, sleep: async (ms) => void (time += ms) });
    expect(result.outcome).toBe("active");
    expect(reads).toBe(3);
    expect(time).toBe(1400);
  });

  it("answers pending when the tier has not moved by the end of the wait", async () => {
    let time = 0;
    const read = async () => ({ id: "s1", status: "active", tierId: "basic" }) as MySubscriptionView;
    const result = await waitForTier(read, "vip", { timeoutMs: 2000, now: () => time, sleep: async (ms) => void (time += ms) });
    expect(result.outcome).toBe("pending");
  });
});
