/**
 * Signs in through the real flow, driven by HTTP requests: /api/login → the
 * built-in provider's sign-in form → /oidc → /api/callback. Use
 * signInThroughProvider() for a signed-in agent; the lower-level steps are
 * exported for tests that check the flow itself.
 */
import request from "supertest";

export interface DevIdentity {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface FlowStep {
  method: string;
  path: string;
  status: number;
  location?: string;
  setCookie: string[];
}

export interface SignInForm {
  /** The sign-in page as served. */
  html: string;
  /** Where the form posts (a path on the app). */
  action: string;
  steps: FlowStep[];
}

export interface SignInResult {
  agent: request.Agent;
  /** Where /api/callback sent the browser. */
  landedOn: string;
  steps: FlowStep[];
}

const MAX_REDIRECTS = 10;

/** A signed-in supertest agent for a new or returning user of the built-in provider. */
export async function signInThroughProvider(
  baseUrl: string,
  identity: DevIdentity,
  returnTo?: string,
): Promise<request.Agent> {
  const { agent, landedOn } = await completeSignIn(request.agent(baseUrl), baseUrl, identity, returnTo);
  if (!isOwnPath(landedOn, baseUrl)) throw new Error(`Sign-in ended away from the app: ${landedOn}`);
  return agent;
}

/** The whole flow on the given agent: open the form, submit it, follow the redirects. */
export async function completeSignIn(
  agent: request.Agent,
  baseUrl: string,
  identity: DevIdentity,
  returnTo?: string,
): Promise<SignInResult> {
  const form = await openSignInForm(agent, baseUrl, returnTo);
  return submitSignInForm(agent, baseUrl, form, identity);
}

/** POSTs the sign-in form and follows the redirects through the provider to /api/callback. */
export async function submitSignInForm(
  agent: request.Agent,
  baseUrl: string,
  form: SignInForm,
  identity: DevIdentity,
): Promise<SignInResult> {
  const steps = [...form.steps];
  const posted = await agent
    .post(form.action)
    .type("form")
    .send({ email: identity.email, firstName: identity.firstName ?? "", lastName: identity.lastName ?? "" });
  steps.push(step("POST", form.action, posted));
  const { landedOn } = await followUntilCallback(agent, baseUrl, posted, steps);
  return { agent, landedOn, steps };
}

/** GET /api/login and follow the redirects to the provider's sign-in page. */
export async function openSignInForm(agent: request.Agent, baseUrl: string, returnTo?: string): Promise<SignInForm> {
  const steps: FlowStep[] = [];
  let path = returnTo === undefined ? "/api/login" : `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
  for (let i = 0; i < MAX_REDIRECTS; i++) {
    const res = await agent.get(path);
    steps.push(step("GET", path, res));
    if (res.status === 200 && res.type === "text/html") {
      const action = /<form[^>]*\saction="([^"]+)"/.exec(res.text)?.[1];
      if (!action) throw new Error(`No sign-in form at ${path}`);
      return { html: res.text, action: decodeEntities(action), steps };
    }
    if (!isRedirect(res.status)) throw new Error(`Unexpected ${res.status} at ${path}: ${res.text.slice(0, 200)}`);
    path = ownPath(res.headers.location, baseUrl);
  }
  throw new Error("Too many redirects before the sign-in form");
}

/** Follows the provider's redirects up to and including /api/callback, whose Location is where sign-in lands. */
export async function followUntilCallback(
  agent: request.Agent,
  baseUrl: string,
  first: request.Response,
  steps: FlowStep[] = [],
): Promise<{ landedOn: string }> {
  let res = first;
  for (let i = 0; i < MAX_REDIRECTS; i++) {
    if (!isRedirect(res.status)) throw new Error(`Sign-in stopped with ${res.status}: ${res.text.slice(0, 200)}`);
    const path = ownPath(res.headers.location, baseUrl);
    res = await agent.get(path);
    steps.push(step("GET", path, res));
    if (new URL(path, baseUrl).pathname === "/api/callback") {
      if (!isRedirect(res.status)) throw new Error(`The callback answered ${res.status}: ${res.text.slice(0, 200)}`);
      return { landedOn: res.headers.location as string };
    }
  }
  throw new Error("Too many redirects before /api/callback");
}

function step(method: string, path: string, res: request.Response): FlowStep {
  const raw = res.headers["set-cookie"] as unknown;
  return {
    method,
    path,
    status: res.status,
    location: res.headers.location,
    setCookie: Array.isArray(raw) ? raw : typeof raw === "string" ? [raw] : [],
  };
}

const isRedirect = (status: number) => status >= 300 && status < 400;

function isOwnPath(location: string, baseUrl: string): boolean {
  return new URL(location, baseUrl).origin === new URL(baseUrl).origin;
}

/** The path of a Location on the app's own origin (the flow never leaves it). */
function ownPath(location: string | undefined, baseUrl: string): string {
  if (!location) throw new Error("Redirect without a Location");
  const url = new URL(location, baseUrl);
  if (url.origin !== new URL(baseUrl).origin) throw new Error(`Redirect away from the app: ${location}`);
  return `${url.pathname}${url.search}`;
}

function decodeEntities(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
