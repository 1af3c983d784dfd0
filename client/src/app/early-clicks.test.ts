import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_CLICKS_GLOBAL, replayEarlyClicks } from "./early-clicks";

const global = globalThis as Record<string, unknown>;
const button = (connected = true) => ({ isConnected: connected, click: vi.fn() }) as unknown as HTMLElement & { click: ReturnType<typeof vi.fn> };

afterEach(() => {
  delete global[EARLY_CLICKS_GLOBAL];
});

describe("buttons pressed before the app took a drawn page over", () => {
  it("are pressed again, in order, once; then nothing is held any more", () => {
    const order: string[] = [];
    const first = button();
    const second = button();
    first.click.mockImplementation(() => order.push("first"));
    second.click.mockImplementation(() => order.push("second"));
    global[EARLY_CLICKS_GLOBAL] = [first, second];
    replayEarlyClicks();
    replayEarlyClicks();
    expect(order).toEqual(["first", "second"]);
    expect(global[EARLY_CLICKS_GLOBAL]).toBeNull();
  });

  it("are not pressed when they have left the page", () => {
    const gone = button(false);
    global[EARLY_CLICKS_GLOBAL] = [gone];
    replayEarlyClicks();
    expect(gone.click).not.toHaveBeenCalled();
  });

  it("are held by index.html under the same name", () => {
    const html = fs.readFileSync(path.join(import.meta.dirname, "../../index.html"), "utf8");
    expect(html).toContain(`window.${EARLY_CLICKS_GLOBAL}`);
  });
});
