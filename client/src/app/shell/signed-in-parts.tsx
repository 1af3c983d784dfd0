import { Suspense, useEffect } from "react";
import { useAuth } from "@/hooks/use-auth";
import { lazyPart } from "@/lib/lazy-part";

// One chunk (./signed-in-header.tsx) for both parts: a visitor who is not signed in never loads it.
const importParts = () => import("./signed-in-header");
const headerParts = lazyPart(() => importParts().then((m) => m.SignedInHeaderParts));
const HeaderParts = headerParts.Part;
const liveStatus = lazyPart(() => importParts().then((m) => m.RealtimeStatus));
const LiveStatus = liveStatus.Part;

/** The messages button's room, while the account is checked or the part's code is on its way: the header does not move. */
function MessagesRoom() {
  return <span className="size-10 shrink-0" aria-hidden />;
}

/**
 * The header's signed-in parts (the messages button, the live counts) once the session
 * says signed in; asked for as soon as it is expected (`expected`: last visit's state),
 * so they are in when the account is known. `reserve` keeps the button's room meanwhile.
 */
export function SignedInHeader({ expected, reserve }: { expected: boolean; reserve: boolean }) {
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (expected || isAuthenticated) headerParts.preload();
  }, [expected, isAuthenticated]);
  if (!isAuthenticated) return reserve ? <MessagesRoom /> : null;
  return (
    <Suspense fallback={<MessagesRoom />}>
      <HeaderParts />
    </Suspense>
  );
}

/** "Reconnecting…" while the live channel is away: only a signed-in person has the channel. */
export function SignedInStatus() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <LiveStatus />
    </Suspense>
  );
}
