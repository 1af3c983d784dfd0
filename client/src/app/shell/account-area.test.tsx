// @vitest-environment jsdom
/** The header's avatar answers a press even while the account menu's code is still on its way. */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "@shared/api-types";
import { HELD_ATTRIBUTE } from "@/app/early-input";
import { creatorProfileByUserKey, currentUserKey } from "@/lib/query-keys";
import { AccountArea } from "./account-area";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const user: CurrentUser = {
  id: "u1",
  firstName: "Tess",
  lastName: "Tapper",
  email: "tess@pawfans.test",
  profileImageUrl: null,
  displayName: null,
  username: "tess",
  role: "member",
  isStaff: false,
};

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

function signedIn() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(currentUserKey, user);
  queryClient.setQueryData(creatorProfileByUserKey(user.id), null);
  return (
    <QueryClientProvider client={queryClient}>
      <AccountArea expected="fan" />
    </QueryClientProvider>
  );
}

const avatarButton = () => container.querySelector<HTMLButtonElement>('button[aria-label="Account menu"]');

describe("the header's avatar", () => {
  it("is a button from the moment it shows; pressed before the menu's code is in, it shows the press and the menu opens as the code arrives", async () => {
    // Drawn, not yet flushed: the menu's code is still on its way.
    act(() => root.render(signedIn()));
    const early = avatarButton();
    expect(early).not.toBeNull();
    act(() => early!.click());
    expect(avatarButton()!.hasAttribute(HELD_ATTRIBUTE)).toBe(true);

    await vi.waitFor(() => expect(document.querySelector('[role="menu"]')).not.toBeNull(), { timeout: 10_000 });
    expect(document.querySelector('[role="menu"]')!.textContent).toContain("Tess Tapper");
    expect(avatarButton()!.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });
});
