import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, createQueryClient, errorMessage, errorStatus, getQueryFn, queryKeyToUrl } from "./api";

type FetchArgs = [input: string, init?: RequestInit];

function mockFetch(response: Response) {
  const fn = vi.fn(async (..._args: FetchArgs) => response);
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends credentials and a JSON body with a JSON content type", async () => {
    const fetch = mockFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/subscriptions", { creatorProfileId: "p1" });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/subscriptions");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBe(JSON.stringify({ creatorProfileId: "p1" }));
  });

  it("sends no content type when there is no body", async () => {
    const fetch = mockFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/notifications/read-all");
    const [, init] = fetch.mock.calls[0];
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
  });

  it("throws '<status>: <body text>' on a non-OK answer", async () => {
    mockFetch(new Response('{"message":"Already subscribed"}', { status: 409 }));
    await expect(apiRequest("POST", "/api/subscriptions", {})).rejects.toThrow('409: {"message":"Already subscribed"}');
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("errorMessage", () => {
  it("extracts the server's message for a toast", () => {
    expect(errorMessage(new Error('400: {"message":"Pet name is required","errors":[]}'))).toBe(
      "Pet name is required",
    );
  });

  it("falls back to the body text when it is not JSON", () => {
    expect(errorMessage(new Error("502: Bad Gateway"))).toBe("Bad Gateway");
  });

  it("uses the fallback when there is no error text", () => {
    expect(errorMessage(new Error('500: {"message":""}'), "Failed to create subscription")).toBe(
      "Failed to create subscription",
    );
    expect(errorMessage("not an error", "Failed")).toBe("Failed");
  });

  it("reads the status code", () => {
    expect(errorStatus(new Error('404: {"message":"Creator profile not found"}'))).toBe(404);
    expect(errorStatus(new Error("network down"))).toBeUndefined();
  });
});

describe("query keys", () => {
  it("join their segments with '/' into the URL", () => {
    expect(queryKeyToUrl(["/api/creator-profile", "abc"])).toBe("/api/creator-profile/abc");
    expect(queryKeyToUrl(["/api/creator-profile/user", "u1"])).toBe("/api/creator-profile/user/u1");
    expect(queryKeyToUrl(["/api/creator-profiles"])).toBe("/api/creator-profiles");
  });

  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() }) as never;

  it("the default query function fetches the joined URL with credentials", async () => {
    const fetch = mockFetch(Response.json({ id: "abc" }));
    const data = await getQueryFn({ on401: "throw" })(context(["/api/creator-profile", "abc"]));
    expect(data).toEqual({ id: "abc" });
    expect(fetch.mock.calls[0][0]).toBe("/api/creator-profile/abc");
    expect(fetch.mock.calls[0][1]?.credentials).toBe("include");
  });

  it("returns null on 401 when asked to", async () => {
    mockFetch(Response.json({ message: "Unauthorized" }, { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/auth/user"]))).resolves.toBeNull();
  });

  it("throws on 401 by default", async () => {
    mockFetch(Response.json({ message: "Unauthorized" }, { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(context(["/api/auth/user"]))).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
  });
});

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
