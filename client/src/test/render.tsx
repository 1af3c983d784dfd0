/**
 * Rendering components in jsdom for tests: a fresh container and React root per
 * test, unmounted after it, and a query cache holding who is signed in.
 */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach } from "vitest";
import type { CurrentUser } from "@shared/api-types";
import { currentUserKey } from "@/lib/query-keys";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLDivElement;
  render(ui: ReactNode): void;
}

/** Call at the top of a test file: each test gets its own container, cleared after it. */
export function useTestRoot(): Mounted {
  let root: Root | undefined;
  const mounted = {
    container: undefined as unknown as HTMLDivElement,
    render(ui: ReactNode) {
      act(() => root!.render(ui));
    },
  };
  beforeEach(() => {
    mounted.container = document.createElement("div");
    document.body.append(mounted.container);
    root = createRoot(mounted.container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    document.body.innerHTML = "";
  });
  return mounted;
}

export const testUser: CurrentUser = {
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

/** A query cache that knows who is signed in (null: nobody), and never refetches. */
export function withSignedIn(user: CurrentUser | null, ui: ReactNode, seed?: (client: QueryClient) => void): ReactNode {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(currentUserKey, user);
  seed?.(client);
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

/** Radix measures and positions its parts with ResizeObserver, which jsdom lacks: a stand-in that observes nothing. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
