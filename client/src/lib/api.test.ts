import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiJson, apiRequest, errorMessage, errorStatus, getQueryFn, queryKeyToUrl } from "./api";
import { createQueryClient } from "./query-client";
import { ROUTE_START_GLOBAL, type RouteStart } from "./route-start";

type FetchArgs = [input: string, init?: RequestInit];

function mockFetch(response: Response) {
  const fn = vi.fn(async (..._args: FetchArgs) => response);
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[ROUTE_START_GLOBAL];
});

const context = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() }) as never;

/** What index.html's route script leaves when it started GET `url` (its answer: `response`). */
function routeScriptStarted(url: string, response: Response) {
  const start: RouteStart = { path: "/", reads: { [url]: Promise.resolve(response) } };
  (globalThis as Record<string, unknown>)[ROUTE_START_GLOBAL] = start;
}

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

describe("ApiError", () => {
  it("is what a failed call throws, with the status and the '<status>: <body>' message", async () => {
    mockFetch(new Response('{"message":"Already subscribed"}', { status: 409 }));
    const error = await apiJson("POST", "/api/subscriptions", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('409: {"message":"Already subscribed"}');
    expect((error as ApiError).serverMessage).toBe("Already subscribed");
  });

  it("reads the server's field errors of a 400", () => {
    const body = JSON.stringify({
      message: "Pet name is required",
      errors: [
        { path: "petName", message: "Pet name is required" },
        { path: "bio", message: "Bio is required" },
        { nonsense: true },
      ],
    });
    const error = new ApiError(400, "Bad Request", body);
    expect(error.message).toBe(`400: ${body}`);
    expect(error.serverMessage).toBe("Pet name is required");
    expect(error.fieldErrors).toEqual([
      { path: "petName", message: "Pet name is required" },
      { path: "bio", message: "Bio is required" },
    ]);
  });

  it("takes a body that is not JSON as the message itself, and the status text when the body is empty", () => {
    expect(new ApiError(502, "Bad Gateway", "upstream timed out").serverMessage).toBe("upstream timed out");
    const empty = new ApiError(503, "Service Unavailable", "");
    expect(empty.message).toBe("503: Service Unavailable");
    expect(empty.serverMessage).toBe("Service Unavailable");
    expect(empty.fieldErrors).toEqual([]);
  });

  it("has no server message when the JSON body carries none", () => {
    expect(new ApiError(500, "Internal Server Error", '{"message":""}').serverMessage).toBeUndefined();
    expect(new ApiError(500, "Internal Server Error", '{"error":"x"}').serverMessage).toBeUndefined();
  });
});

describe("errorMessage", () => {
  it("is the server's message for a toast", () => {
    expect(errorMessage(new ApiError(400, "Bad Request", '{"message":"Pet name is required","errors":[]}'))).toBe(
      "Pet name is required",
    );
  });

  it("is the body text when it is not JSON", () => {
    expect(errorMessage(new ApiError(502, "", "Bad Gateway"))).toBe("Bad Gateway");
  });

  it("is the fallback when there is no error text", () => {
    expect(errorMessage(new ApiError(500, "", '{"message":""}'), "Failed to create subscription")).toBe(
      "Failed to create subscription",
    );
    expect(errorMessage("not an error", "Failed")).toBe("Failed");
  });

  it("keeps a network failure's own message", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), "Failed")).toBe("Failed to fetch");
  });

  it("reads the status code of API errors only", () => {
    expect(errorStatus(new ApiError(404, "Not Found", '{"message":"Creator profile not found"}'))).toBe(404);
    expect(errorStatus(new Error("404: looks like one but is not"))).toBeUndefined();
    expect(errorStatus(new Error("network down"))).toBeUndefined();
  });
});

describe("query keys", () => {
  it("join their segments with '/' into the URL", () => {
    expect(queryKeyToUrl(["/api/creator-profile", "abc"])).toBe("/api/creator-profile/abc");
    expect(queryKeyToUrl(["/api/creator-profile/user", "u1"])).toBe("/api/creator-profile/user/u1");
    expect(queryKeyToUrl(["/api/creator-profiles"])).toBe("/api/creator-profiles");
  });

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

describe("the page's first read, started by index.html's route script", () => {
  it("answers the same GET without a second request, once: the next read goes to the server", async () => {
    routeScriptStarted("/api/creator-profiles", Response.json([{ id: "early" }]));
    const fetch = mockFetch(Response.json([{ id: "fresh" }]));
    await expect(apiJson("GET", "/api/creator-profiles")).resolves.toEqual([{ id: "early" }]);
    expect(fetch).not.toHaveBeenCalled();
    await expect(apiJson("GET", "/api/creator-profiles")).resolves.toEqual([{ id: "fresh" }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("answers the default query function too", async () => {
    routeScriptStarted("/api/creator-profile/user/u1", Response.json({ id: "p1" }));
    const fetch = mockFetch(Response.json({ id: "other" }));
    const data = await getQueryFn({ on401: "throw" })(context(["/api/creator-profile/user", "u1"]));
    expect(data).toEqual({ id: "p1" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fails like any read when its answer is an error", async () => {
    routeScriptStarted("/api/creator-profiles", Response.json({ message: "Too many requests" }, { status: 429 }));
    mockFetch(Response.json([]));
    await expect(apiJson("GET", "/api/creator-profiles")).rejects.toThrow('429: {"message":"Too many requests"}');
  });

  it("answers nothing else: another URL, or a write to the same one", async () => {
    routeScriptStarted("/api/community-threads", Response.json([{ id: "early" }]));
    const fetch = vi.fn(async (..._args: FetchArgs) => Response.json({ id: "from the server" }));
    vi.stubGlobal("fetch", fetch);
    await apiJson("GET", "/api/community-threads?category=General");
    await apiJson("POST", "/api/community-threads", { title: "Hi" });
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method ?? "GET"])).toEqual([
      ["/api/community-threads?category=General", "GET"],
      ["/api/community-threads", "POST"],
    ]);
  });
});
