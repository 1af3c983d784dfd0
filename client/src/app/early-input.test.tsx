// @vitest-environment jsdom
/**
 * What a visitor does on a page the server drew before the app has taken it over:
 * index.html's script holds it, the app hands it over once the page is its own.
 * A page here is drawn as the server draws one (renderToString) and taken over as
 * main.tsx does (hydrateRoot in a transition), its part behind a Suspense boundary
 * as the router's page is.
 */
import fs from "node:fs";
import path from "node:path";
import { act, startTransition, Suspense, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EmptyNotificationArea, NOTIFICATION_LIST_ID, useNotificationAreaHotkey } from "@/components/ui/notification-area";
import { EARLY_INPUT_GLOBAL, HELD_ATTRIBUTE, HandOverEarlyInput } from "./early-input";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** index.html's script that holds early input (it names the global). */
const holdScript = (() => {
  const html = fs.readFileSync(path.join(import.meta.dirname, "../../index.html"), "utf8");
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((text) => text.includes(EARLY_INPUT_GLOBAL));
  if (!script) throw new Error(`index.html has no script holding ${EARLY_INPUT_GLOBAL}`);
  return script;
})();

const global = globalThis as Record<string, unknown>;
let container: HTMLDivElement;
let root: Root | undefined;
/** What the page's handlers saw, in order. */
let seen: string[];

function Header() {
  return (
    <header>
      <button type="button" onClick={() => seen.push("menu")}>
        Menu
      </button>
    </header>
  );
}

function Page() {
  const [tab, setTab] = useState("all");
  const [text, setText] = useState("");
  const [agreed, setAgreed] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => seen.push("new thread")}>
        New Thread
      </button>
      {/* Like Radix's tabs: a tab is chosen on mousedown. */}
      <div role="tablist">
        {["all", "dogs"].map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} onMouseDown={() => setTab(id)}>
            {id}
          </button>
        ))}
      </div>
      <input type="search" aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <p data-testid="searched">{text}</p>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> Agree
      </label>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          seen.push("submitted");
        }}
      >
        <button type="submit">Send</button>
      </form>
    </main>
  );
}

/** The app's notification area as its provider holds it (app/providers.tsx). */
function NotificationArea() {
  useNotificationAreaHotkey();
  return <EmptyNotificationArea />;
}

function TestApp() {
  return (
    <>
      <Header />
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
        <HandOverEarlyInput />
      </Suspense>
      <NotificationArea />
    </>
  );
}

beforeEach(() => {
  seen = [];
  document.documentElement.setAttribute("data-server-rendered", "");
  container = document.createElement("div");
  container.innerHTML = renderToString(<TestApp />);
  document.body.append(container);
  new Function(holdScript)();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  document.documentElement.removeAttribute("data-server-rendered");
  delete global[EARLY_INPUT_GLOBAL];
});

/** The app takes the drawn page over as main.tsx does, and has handed over what was held. */
async function takeOver() {
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <TestApp />);
    });
  });
  // The hand-over waits for React's commit to end (a timer); React then renders what it caused.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** A tap as a phone's browser reports it. */
function tap(element: Element) {
  const at = { bubbles: true, cancelable: true, composed: true, button: 0, clientX: 10, clientY: 10 };
  element.dispatchEvent(new PointerEvent("pointerdown", { ...at, pointerType: "touch", isPrimary: true, buttons: 1 }));
  element.dispatchEvent(new PointerEvent("pointerup", { ...at, pointerType: "touch", isPrimary: true }));
  element.dispatchEvent(new MouseEvent("mousedown", { ...at, buttons: 1 }));
  element.dispatchEvent(new MouseEvent("mouseup", at));
  element.dispatchEvent(new MouseEvent("click", { ...at, detail: 1 }));
}

const byText = (text: string) => [...container.querySelectorAll("button")].find((button) => button.textContent === text)!;
const searchBox = () => container.querySelector<HTMLInputElement>('input[type="search"]')!;
const checkbox = () => container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;

function type(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
  field.dispatchEvent(new InputEvent("input", { bubbles: true, data: text, inputType: "insertText" }));
}

describe("a press before the app has taken a drawn page over", () => {
  it("shows the control pressed at once, and reaches its handler once when the page is the app's", async () => {
    tap(byText("New Thread"));
    expect(byText("New Thread").hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    expect(seen).toEqual([]);

    await takeOver();
    expect(seen).toEqual(["new thread"]);
    expect(byText("New Thread").hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it("hands over every event of the press: a tab chosen on mousedown is chosen", async () => {
    tap(byText("dogs"));
    await takeOver();
    expect(byText("dogs").getAttribute("aria-selected")).toBe("true");
    expect(byText("all").getAttribute("aria-selected")).toBe("false");
  });

  it("reaches controls outside the page's part too, in the order they were pressed", async () => {
    tap(byText("New Thread"));
    tap(byText("Menu"));
    await takeOver();
    expect(seen).toEqual(["new thread", "menu"]);
  });

  it("does not submit a form to the server meanwhile: the app's submit handler gets it", async () => {
    const submitted: Event[] = [];
    container.querySelector("form")!.addEventListener("submit", (event) => submitted.push(event));
    tap(byText("Send"));
    expect(submitted).toEqual([]);
    await takeOver();
    expect(seen).toEqual(["submitted"]);
  });

  it("ticks a checkbox only when the app can see it", async () => {
    tap(checkbox());
    expect(checkbox().checked).toBe(false);
    await takeOver();
    expect(checkbox().checked).toBe(true);
    // The app's state follows: it re-renders the box checked.
    await act(async () => byText("dogs").dispatchEvent(new MouseEvent("mousedown", { bubbles: true })));
    expect(checkbox().checked).toBe(true);
  });

  it("is handed to the very control pressed: not to another one drawn in its place", async () => {
    const pressed = byText("New Thread");
    tap(pressed);
    pressed.replaceWith(pressed.cloneNode(true));
    await takeOver();
    expect(seen).toEqual([]);
  });

  it("after the hand-over presses go straight to the app, and nothing is held any more", async () => {
    await takeOver();
    expect(global[EARLY_INPUT_GLOBAL]).toBeNull();
    await act(async () => byText("New Thread").click());
    expect(seen).toEqual(["new thread"]);
    expect(byText("New Thread").hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });
});

describe("text typed before the app has taken a drawn page over", () => {
  it("stays in the field and reaches the app, with the caret where it was", async () => {
    type(searchBox(), "hedge");
    searchBox().setSelectionRange(2, 2);
    await takeOver();
    expect(searchBox().value).toBe("hedge");
    expect(container.querySelector('[data-testid="searched"]')!.textContent).toBe("hedge");
    expect(document.activeElement).toBe(searchBox());
    expect([searchBox().selectionStart, searchBox().selectionEnd]).toEqual([2, 2]);
  });

  it("is kept when the app draws the field again", async () => {
    type(searchBox(), "hedge");
    await takeOver();
    await act(async () => byText("dogs").dispatchEvent(new MouseEvent("mousedown", { bubbles: true })));
    expect(searchBox().value).toBe("hedge");
  });
});

describe("F8", () => {
  const pressF8 = () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8", code: "F8", bubbles: true }));

  it("focuses the notification area before the app has taken a drawn page over", () => {
    pressF8();
    expect(document.activeElement).toBe(document.getElementById(NOTIFICATION_LIST_ID));
  });

  it("focuses it once the app has, too", async () => {
    await takeOver();
    searchBox().focus();
    pressF8();
    expect(document.activeElement).toBe(document.getElementById(NOTIFICATION_LIST_ID));
  });
});

describe("a page drawn in the browser", () => {
  it("holds nothing: the app is there from its first paint", () => {
    delete global[EARLY_INPUT_GLOBAL];
    document.documentElement.removeAttribute("data-server-rendered");
    new Function(holdScript)();
    expect(global[EARLY_INPUT_GLOBAL]).toBeUndefined();
  });
});
