import { afterEach, describe, expect, it, vi } from "vitest";
import { MutationObserver } from "@tanstack/react-query";
import { ApiError, apiJson } from "./api";
import { createQueryClient, mutationErrorToast, type MutationErrorMeta } from "./query-client";
import type { ToastInput } from "./toast-store";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs one mutation against a stubbed answer through a fresh client and returns the toasts it showed. */
async function failingMutation(answer: Response | Error, meta?: MutationErrorMeta): Promise<ToastInput[]> {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  const toasts: ToastInput[] = [];
  const client = createQueryClient({ showToast: (toast) => toasts.push(toast) });
  const observer = new MutationObserver(client, {
    mutationFn: () => apiJson("POST", "/api/subscriptions", { creatorProfileId: "p1" }),
    meta,
  });
  await expect(observer.mutate()).rejects.toBeInstanceOf(answer instanceof Error ? Error : ApiError);
  return toasts;
}

describe("the query client", () => {
  it("never goes stale, never refetches on focus, never polls and never retries", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe("a failed mutation", () => {
  const meta = { errorTitle: "Subscription failed", errorFallback: "Failed to create subscription" };

  it("shows one toast with the declared title and the server's message", async () => {
    const toasts = await failingMutation(Response.json({ message: "You are already subscribed to this PawPal" }, { status: 409 }), meta);
    expect(toasts).toEqual([
      { title: "Subscription failed", description: "You are already subscribed to this PawPal", variant: "destructive" },
    ]);
  });

  it("shows the declared fallback when the server sent no message", async () => {
    const toasts = await failingMutation(Response.json({ message: "" }, { status: 500 }), meta);
    expect(toasts).toEqual([{ title: "Subscription failed", description: "Failed to create subscription", variant: "destructive" }]);
  });

  it("is titled 'Error' with a generic text when the mutation declares nothing", async () => {
    const toasts = await failingMutation(new Response("", { status: 500, statusText: "" }));
    expect(toasts).toEqual([{ title: "Error", description: "Something went wrong", variant: "destructive" }]);
  });

  it("shows no toast when the mutation handles its errors itself", async () => {
    expect(await failingMutation(Response.json({ message: "Nope" }, { status: 400 }), { errorToast: false })).toEqual([]);
  });

  it("keeps a network failure's own words", () => {
    expect(mutationErrorToast(new TypeError("Failed to fetch"), meta)).toEqual({
      title: "Subscription failed",
      description: "Failed to fetch",
      variant: "destructive",
    });
  });
});
