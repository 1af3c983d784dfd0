import { Suspense, type ComponentProps } from "react";
import { Card } from "@/components/ui/card";
import { lazyPart } from "@/lib/lazy-part";

const chatPanel = lazyPart(() => import("./chat-panel").then((m) => m.ChatPanel));

/** The Chat tab's content: its code loads apart from the profile page's, when the tab is first shown. */
export function LazyChatPanel(props: ComponentProps<typeof chatPanel.Part>) {
  return (
    <Suspense fallback={<Card className="h-[min(72vh,44rem)] animate-pulse" aria-label="Loading the chat" />}>
      <chatPanel.Part {...props} />
    </Suspense>
  );
}
