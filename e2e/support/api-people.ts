/**
 * People who act through the API only, for journeys that need many of them (a
 * creator with 120 fans). Each signs in through the real flow, as a browser
 * would, with its own cookie jar: /api/login → the built-in provider's form →
 * /api/callback. No browser page is opened.
 */
import { request, type APIRequestContext } from "playwright-core";
import type { Identity } from "./people";

function decodeEntities(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** An API client signed in as `identity` (a new user the first time). Dispose it when done. */
export async function signedInApi(baseURL: string, identity: Identity): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const formPage = await api.get("/api/login");
  const action = /<form[^>]*\saction="([^"]+)"/.exec(await formPage.text())?.[1];
  if (!formPage.ok() || !action) throw new Error(`No sign-in form at /api/login (${formPage.status()})`);
  await api.post(decodeEntities(action), {
    form: { email: identity.email, firstName: identity.firstName, lastName: identity.lastName },
  });
  const me = await api.get("/api/auth/user");
  if (me.status() !== 200) throw new Error(`${identity.email} is not signed in after the sign-in form (${me.status()})`);
  return api;
}

/** Calls the API as `identity` and answers the JSON of a 2xx answer. */
export async function postAs<T>(api: APIRequestContext, path: string, body: unknown): Promise<T> {
  const res = await api.post(path, { data: body });
  if (!res.ok()) throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs `work` for every item, `concurrency` at a time, in order of the items. */
export async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += concurrency) {
    await Promise.all(items.slice(start, start + concurrency).map((item, i) => work(item, start + i)));
  }
}
