import { lazy, Suspense } from "react";
import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LazyPopover } from "@/components/ui/lazy-popover";
import type { SharePanelProps } from "./share-panel";

// The networks, the logos and copying load with the popover, on first use.
const loadSharePanel = () => import("./share-panel");
const SharePanel = lazy(loadSharePanel);

interface ShareControlProps extends SharePanelProps {
  triggerClassName?: string;
}

/** The share button and its popover (Twitter, Facebook, WhatsApp, Copy Link), whose code loads on first use. */
export function ShareControl({ path, text, subject, triggerClassName }: ShareControlProps) {
  return (
    <LazyPopover
      className="w-64 p-3"
      preload={() => void loadSharePanel()}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Share ${subject}`} className={triggerClassName}>
          <Share2 aria-hidden />
        </Button>
      }
    >
      <Suspense fallback={<div className="h-40" aria-hidden />}>
        <SharePanel path={path} text={text} subject={subject} />
      </Suspense>
    </LazyPopover>
  );
}
