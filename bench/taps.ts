/**
 * Tap to response on a throttled phone (e2e/support/throttled-phone.ts: CPU ×4,
 * Slow 4G): how long after a person's tap the page answers it, for the controls
 * that open things. Each is tapped three ways, on fresh pages (empty caches):
 * - early: 300 ms after the first paint, long before the page's scripts have taken a
 *   page the server drew over (a signed-out visitor's public pages);
 * - first touch: once the page has been taken over and its network has been quiet for a
 *   second, the visitor's first touch of the page;
 * - after a touch: the same, but the visitor touched the page's heading first (what a
 *   form dialog needs beyond the page loads once the visitor begins using the page).
 * Also when the takeover came (after the first paint) and where a page scrolled 700 px
 * at 300 ms is 8 s later. Median of `runs`; "lost" when nothing answered within 20 s.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { signIn } from "../e2e/support/auth";
import { launchBrowser } from "../e2e/support/browser";
import { waitForQuietNetwork } from "../e2e/support/network";
import { firstHeldAt, firstPressAt, openThrottled, seenAt, tapAt, untilPageTime } from "../e2e/support/throttled-phone";
import type { BenchDatabase } from "./support/databases";
import { startServer } from "./support/server";
import { median } from "./support/stats";

const EARLY_MS = 300;
const ANSWER_TIMEOUT_MS = 20_000;
const SCROLL_PX = 700;
const SCROLL_HOLD_MS = 8_000;

interface Control {
  name: string;
  path: string;
  signedIn?: boolean;
  /** What is tapped (a drawn page has it from the first paint; the avatar shows once the person is known). */
  control: (page: Page) => Locator;
  /** Typed once the control is tapped. */
  text?: string;
  /** Whether the page shows the answer (evaluated in the page: it may use nothing from outside itself). */
  answered: () => boolean;
}

/** In the page: a dialog saying `text` is open (a Radix dialog, or the browser's own <dialog> that asks a visitor to sign in). */
const dialogSays = (text: string) =>
  new Function(`return [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((d) => d.textContent.includes(${JSON.stringify(text)}))`) as () => boolean;

const AVATAR_INITIALS = "TT";

function controls(profilePath: string): Control[] {
  return [
    {
      name: "/community 'New Thread' → sign-in prompt",
      path: "/community",
      control: (page) => page.getByRole("button", { name: "New Thread" }),
      answered: dialogSays("Please log in to create a thread"),
    },
    {
      name: "/marketplace 'List Item' → sign-in prompt",
      path: "/marketplace",
      control: (page) => page.getByRole("button", { name: "List Item" }),
      answered: dialogSays("Please log in to list an item"),
    },
    {
      name: "profile 'Subscribe' → subscribe dialog",
      path: profilePath,
      // The profile's own button comes before the locked posts' ones.
      control: (page) => page.getByRole("button", { name: "Subscribe", exact: true }).first(),
      // The dialog answers with its frame and title; its plans follow a frame later (AfterFirstFrame).
      answered: dialogSays("Subscribe to "),
    },
    {
      name: "/explore 'Dogs' tab → dogs only",
      path: "/explore",
      control: (page) => page.getByRole("tab", { name: "Dogs" }),
      answered: () => {
        const names = [...document.querySelectorAll('[role="tabpanel"] article h3')].map((h) => h.textContent);
        return names.length === 2 && names.includes("Biscuit") && names.includes("Pixel");
      },
    },
    {
      name: "/explore typing 'hedge' → the hedgehog",
      path: "/explore",
      control: (page) => page.getByRole("searchbox"),
      text: "hedge",
      answered: () => {
        const names = [...document.querySelectorAll('[role="tabpanel"] article h3')].map((h) => h.textContent);
        return names.length === 1 && names[0] === "Prickles";
      },
    },
    {
      name: "signed in: header avatar → account menu",
      path: "/explore",
      signedIn: true,
      control: (page) => page.locator("header").getByText(AVATAR_INITIALS, { exact: true }),
      answered: () => document.querySelector('[role="menu"]') !== null,
    },
  ];
}

interface TapRun {
  /** First paint → press (ms). */
  pressMs: number;
  /** Press → answer (ms), undefined when lost. */
  answerMs?: number;
  /** Press → the control shown pressed and waiting (ms), undefined when it was not (taken over already, or not held). */
  heldMs?: number;
  /** First paint → takeover (ms), undefined when the page was not drawn by the server or never taken over. */
  takeoverMs?: number;
}

type When = "early" | "first touch" | "after a touch";

async function tapRun(browser: Browser, baseUrl: string, control: Control, when: When, signedIn: BrowserContextOptions): Promise<TapRun> {
  const opened = await openThrottled(browser, baseUrl, control.path, control.signedIn ? signedIn : {});
  const { page } = opened;
  try {
    const target = control.control(page);
    await target.waitFor();
    if (when !== "early") {
      await opened.takenOverAt;
      await waitForQuietNetwork(page, 1_000, 60_000);
    }
    if (when === "after a touch") {
      await tapAt(page.locator("main h1").first(), 0);
      await waitForQuietNetwork(page, 1_000, 60_000);
      await page.evaluate(() => delete (window as { __firstPressAt?: number }).__firstPressAt);
    }
    await tapAt(target, when === "early" ? opened.firstPaintAt + EARLY_MS : 0);
    if (control.text) await page.keyboard.type(control.text);
    const pressedAt = await firstPressAt(page);
    const answeredAt = await seenAt(page, control.answered, ANSWER_TIMEOUT_MS);
    const takeoverAt = await opened.takenOverAt;
    const heldAt = await firstHeldAt(page);
    return {
      heldMs: heldAt === undefined ? undefined : heldAt - pressedAt,
      pressMs: pressedAt - opened.firstPaintAt,
      answerMs: answeredAt === undefined ? undefined : answeredAt - pressedAt,
      takeoverMs: takeoverAt === undefined ? undefined : takeoverAt - opened.firstPaintAt,
    };
  } finally {
    await opened.close();
  }
}

/** Where a page scrolled by SCROLL_PX at EARLY_MS after its first paint is SCROLL_HOLD_MS later. */
async function scrollRun(browser: Browser, baseUrl: string, path: string): Promise<number> {
  const opened = await openThrottled(browser, baseUrl, path);
  const { page } = opened;
  try {
    await untilPageTime(page, opened.firstPaintAt + EARLY_MS);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, SCROLL_PX);
    await page.waitForTimeout(SCROLL_HOLD_MS);
    return page.evaluate(() => Math.round(window.scrollY));
  } finally {
    await opened.close();
  }
}

/** "median (min–max)" of the answered runs, with how many were lost. */
function summary(values: (number | undefined)[]): string {
  const answered = values.filter((v): v is number => v !== undefined);
  const lost = values.length - answered.length;
  if (answered.length === 0) return `lost ${lost}/${values.length}`;
  const range = `${Math.round(median(answered))} ms (${Math.round(Math.min(...answered))}–${Math.round(Math.max(...answered))})`;
  return lost ? `${range}, lost ${lost}/${values.length}` : range;
}

/**
 * `only`: measure just the controls whose name contains it (BENCH_TAPS_ONLY), and skip the
 * scroll runs; for working on one control.
 */
export async function benchTaps(database: BenchDatabase, runs: number, only?: string): Promise<string> {
  const server = await startServer({ ...database.env, SEED_DEMO: "true" });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const creators = (await (await fetch(`${server.baseUrl}/api/creator-profiles`)).json()) as { userId: string }[];
    if (!creators[0]) throw new Error("The demo content has no creators");
    const profilePath = `/profile/${creators[0].userId}`;
    const member = await browser.newContext({ baseURL: server.baseUrl });
    await signIn(await member.newPage(), { email: "tess.tapper@bench.test", firstName: "Tess", lastName: "Tapper" });
    const signedIn = { storageState: await member.storageState() };
    await member.close();

    const lines = [
      `### Tap to response on a throttled phone (CPU ×4, Slow 4G; median (min–max) of ${runs})`,
      "",
      "| control | tapped 300 ms after first paint: answered after | (tapped at, after first paint) | (shown pressed after) | taken over and quiet, first touch: answered after | the same after a touch elsewhere | takeover after first paint |",
      "|---|---|---|---|---|---|---|",
    ];
    for (const control of controls(profilePath).filter((c) => !only || c.name.includes(only))) {
      const early: TapRun[] = [];
      const first: TapRun[] = [];
      const touched: TapRun[] = [];
      for (let run = 0; run < runs; run++) {
        early.push(await tapRun(browser, server.baseUrl, control, "early", signedIn));
        first.push(await tapRun(browser, server.baseUrl, control, "first touch", signedIn));
        touched.push(await tapRun(browser, server.baseUrl, control, "after a touch", signedIn));
      }
      const line = `| ${control.name} | ${summary(early.map((r) => r.answerMs))} | ${summary(early.map((r) => r.pressMs))} | ${summary(early.map((r) => r.heldMs))} | ${summary(first.map((r) => r.answerMs))} | ${summary(touched.map((r) => r.answerMs))} | ${control.signedIn ? "(drawn in the browser)" : summary(early.map((r) => r.takeoverMs))} |`;
      console.log(`  ${line}`);
      lines.push(line);
    }
    if (only) return lines.join("\n");
    lines.push("", `| scrolled ${SCROLL_PX} px at ${EARLY_MS} ms | scrollY ${SCROLL_HOLD_MS / 1000} s later |`, "|---|---|");
    for (const path of ["/explore", "/community"]) {
      const positions: number[] = [];
      for (let run = 0; run < runs; run++) positions.push(await scrollRun(browser, server.baseUrl, path));
      lines.push(`| ${path} | ${positions.join(", ")} |`);
    }
    return lines.join("\n");
  } finally {
    await browser?.close();
    await server.stop();
  }
}
