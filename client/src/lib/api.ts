/**
 * The one HTTP client of the app (SPEC section 7): every call sends the session
 * cookie, JSON bodies carry a JSON content type only when a body exists, and any
 * non-OK answer throws an Error whose message is `${status}: ${body or statusText}`.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { "Content-Type": "application/json" } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest, then the JSON answer. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/** Query keys are URL segments: ["/api/creator-profile", id] reads /api/creator-profile/<id>. */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}

export type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) {
      // Read the body anyway, so the connection is released rather than left open.
      await res.body?.cancel();
      return null as T;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** The HTTP status of an error thrown by apiRequest / getQueryFn, if it is one. */
export function errorStatus(err: unknown): number | undefined {
  if (!(err instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(err.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The human message of an API error for a toast: the server's {"message"} when
 * the body is one, else the raw body text; `fallback` when there is nothing useful.
 */
export function errorMessage(err: unknown, fallback = "Something went wrong"): string {
  if (!(err instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(err.message);
  if (!match) return err.message || fallback;
  const body = match[1].trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message || fallback;
    }
  } catch {
    // Not JSON: the body text (or status text) itself is the message.
  }
  return body || fallback;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
