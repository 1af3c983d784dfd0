import { Suspense, type ComponentProps } from "react";
import { useAuth } from "@/hooks/use-auth";
import { lazyPart } from "@/lib/lazy-part";

const messageCreatorAction = lazyPart(() => import("./message-actions").then((m) => m.MessageCreatorAction));

/**
 * The creator profile's "Message" (or its upgrade prompt), for a signed-in visitor other
 * than the creator. Its code and the messaging calls load apart from the profile's,
 * which visitors who are not signed in open most; it shows once the answer to
 * "may I message?" is in, which it waits for anyway.
 */
export function LazyMessageCreatorAction(props: ComponentProps<typeof messageCreatorAction.Part>) {
  const { user } = useAuth();
  if (!user || user.id === props.profile.userId) return null;
  return (
    <Suspense fallback={null}>
      <messageCreatorAction.Part {...props} />
    </Suspense>
  );
}
