/**
 * The one HTTP client of the app: every call sends the session cookie, JSON
 * bodies carry a JSON content type only when a body exists, and any non-OK
 * answer throws an ApiError whose message is `${status}: ${body or statusText}`.
 * A GET the page's route script already started (./route-start.ts) takes that answer.
 */
import type { QueryFunction } from "@tanstack/react-query";
import type { ApiError as ApiErrorBody } from "@shared/api-types";
import { sendApiRequest } from "./api-transport";
import { takeFirstRead } from "./route-start";

/** One field the server refused, as its 400 answers list them. */
export type ApiFieldError = NonNullable<ApiErrorBody["errors"]>[number];

/**
 * A non-OK answer of the API. `message` keeps the raw form `${status}: ${body}`;
 * `serverMessage` is the human text for a toast: the body's {"message"} when the
 * body is JSON, else the body (or status) text itself; `fieldErrors` are the
 * body's {"errors": [{path, message}]} (validation failures).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: ApiFieldError[];

  constructor(status: number, statusText: string, bodyText: string) {
    const text = bodyText || statusText;
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    const body = parseJson(bodyText);
    if (isRecord(body)) {
      this.serverMessage = typeof body.message === "string" && body.message.trim() ? body.message : undefined;
      this.fieldErrors = Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
    } else {
      this.serverMessage = text.trim() || undefined;
      this.fieldErrors = [];
    }
  }

  /** Reads a failed Response into an ApiError. */
  static async from(res: Response): Promise<ApiError> {
    return new ApiError(res.status, res.statusText, await res.text());
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFieldError(value: unknown): value is ApiFieldError {
  return isRecord(value) && typeof value.path === "string" && typeof value.message === "string";
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await ApiError.from(res);
}

/** A GET of `url` with the session cookie: the route script's answer when it started this very read. */
function get(url: string): Promise<Response> {
  return takeFirstRead(url) ?? sendApiRequest(url, { credentials: "include" });
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res =
    method === "GET" && body === undefined
      ? await get(url)
      : await sendApiRequest(url, {
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
    const res = await get(queryKeyToUrl(queryKey));
    if (options.on401 === "returnNull" && res.status === 401) {
      // Read the body anyway, so the connection is released rather than left open.
      await res.body?.cancel();
      return null as T;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** The HTTP status of a failed API call; undefined for other errors (the network, a bug). */
export function errorStatus(err: unknown): number | undefined {
  return err instanceof ApiError ? err.status : undefined;
}

/**
 * The human message of a failed call for a toast: the server's own words when it
 * sent any, else `fallback` (a network failure keeps its own message).
 */
export function errorMessage(err: unknown, fallback = "Something went wrong"): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback;
  if (err instanceof Error) return err.message || fallback;
  return fallback;
}
