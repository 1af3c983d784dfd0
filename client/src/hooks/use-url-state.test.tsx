// @vitest-environment jsdom
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyParamChanges, useOpenParam, useUrlSearchText } from "./use-url-state";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("applyParamChanges", () => {
  const apply = (search: string, changes: Record<string, string | null | undefined>) =>
    applyParamChanges(new URLSearchParams(search), changes).toString();

  it("sets, trims and replaces params, keeping the others in their order", () => {
    expect(apply("category=Toys&q=ball", { q: " rope toy " })).toBe("category=Toys&q=rope+toy");
    expect(apply("", { minPrice: "10" })).toBe("minPrice=10");
  });

  it("removes blank, null and undefined ones", () => {
    expect(apply("q=ball&category=Toys&item=1", { q: "  ", category: null, item: undefined })).toBe("");
  });

  it("leaves the params it is given untouched", () => {
    const params = new URLSearchParams("q=ball");
    applyParamChanges(params, { q: "rope" });
    expect(params.toString()).toBe("q=ball");
  });
});

let container: HTMLDivElement;
let root: Root;
/** What the hooks answered at the last render. */
const latest = {} as { search: ReturnType<typeof useUrlSearchText>; opened: ReturnType<typeof useOpenParam> };

function Probe() {
  const search = useUrlSearchText("q", 100);
  const opened = useOpenParam("thread");
  useEffect(() => {
    latest.search = search;
    latest.opened = opened;
  });
  return null;
}

beforeEach(async () => {
  vi.useFakeTimers();
  window.history.replaceState(null, "", "/community?category=General");
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Probe />));
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const type = (text: string) => act(async () => latest.search.setText(text));
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe("useUrlSearchText", () => {
  it("writes the box's text to the URL once typing pauses, keeping the other params", async () => {
    await type("bea");
    await wait(50);
    await type("beagle ");
    await wait(50);
    expect(window.location.search).toBe("?category=General");
    await wait(60);
    expect(window.location.search).toBe("?category=General&q=beagle");
    expect(latest.search.value).toBe("beagle");
    expect(latest.search.text).toBe("beagle ");
  });

  it("replaces the history entry instead of adding one per search", async () => {
    const length = window.history.length;
    await type("beagle");
    await wait(150);
    await type("corgi");
    await wait(150);
    expect(window.history.length).toBe(length);
  });

  it("takes the text of a URL changed elsewhere (a link, the header search)", async () => {
    await act(async () => navigate("/community?q=recall"));
    expect(latest.search.text).toBe("recall");
    expect(latest.search.value).toBe("recall");
    await wait(150);
    expect(window.location.search).toBe("?q=recall");
  });

  it("does not write an older text over a newer URL", async () => {
    await type("bea");
    await act(async () => navigate("/community?q=recall"));
    await wait(150);
    expect(window.location.search).toBe("?q=recall");
    expect(latest.search.text).toBe("recall");
  });

  it("clears the param when the box is emptied", async () => {
    await act(async () => navigate("/community?q=recall"));
    await type("");
    await wait(150);
    expect(window.location.search).toBe("");
  });
});

describe("useOpenParam", () => {
  it("opens as a new history entry and closes by going back to it", async () => {
    const length = window.history.length;
    await act(async () => latest.opened.open("t1"));
    expect(latest.opened.openId).toBe("t1");
    expect(window.location.search).toBe("?category=General&thread=t1");
    expect(window.history.length).toBe(length + 1);

    const back = vi.spyOn(window.history, "back");
    await act(async () => latest.opened.close());
    expect(back).toHaveBeenCalledOnce();
  });

  it("closes by removing the param when something else opened another one meanwhile", async () => {
    await act(async () => latest.opened.open("t1"));
    await act(async () => navigate("/community?thread=t2"));
    const back = vi.spyOn(window.history, "back");
    await act(async () => latest.opened.close());
    expect(back).not.toHaveBeenCalled();
    expect(window.location.search).toBe("");
  });

  it("closes a deep link by removing the param in place", async () => {
    await act(async () => navigate("/community?thread=t9&q=dogs", { replace: true }));
    expect(latest.opened.openId).toBe("t9");
    const back = vi.spyOn(window.history, "back");
    await act(async () => latest.opened.close());
    expect(back).not.toHaveBeenCalled();
    expect(latest.opened.openId).toBeNull();
    expect(window.location.search).toBe("?q=dogs");
  });
});
