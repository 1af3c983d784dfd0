// @vitest-environment jsdom
/** The header's avatar answers a press even while the account menu's code is still on its way. */
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { HELD_ATTRIBUTE } from "@/app/early-input";
import { creatorProfileByUserKey } from "@/lib/query-keys";
import { testUser, useTestRoot, withSignedIn } from "@/test/render";
import { AccountArea } from "./account-area";

const mounted = useTestRoot();

const signedIn = () =>
  withSignedIn(testUser, <AccountArea expected="fan" />, (client) => client.setQueryData(creatorProfileByUserKey(testUser.id), null));

const avatarButton = () => mounted.container.querySelector<HTMLButtonElement>('button[aria-label="Account menu"]');

describe("the header's avatar", () => {
  it("is a button from the moment it shows; pressed before the menu's code is in, it shows the press and the menu opens as the code arrives", async () => {
    // Drawn, not yet flushed: the menu's code is still on its way.
    mounted.render(signedIn());
    const early = avatarButton();
    expect(early).not.toBeNull();
    act(() => early!.click());
    expect(avatarButton()!.hasAttribute(HELD_ATTRIBUTE)).toBe(true);

    await vi.waitFor(() => expect(document.querySelector('[role="menu"]')).not.toBeNull(), { timeout: 10_000 });
    expect(document.querySelector('[role="menu"]')!.textContent).toContain("Tess Tapper");
    expect(avatarButton()!.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });
});
