import { useEffect, useRef, useState } from "react";
import { Check, Link2 } from "lucide-react";
import { COPIED_STATE_MS } from "@shared/constants/product";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { popupFeatures, shareUrl, type ShareNetwork } from "@/lib/share";
import { cn } from "@/lib/utils";
import { FacebookLogo, WhatsAppLogo, XLogo } from "./brand-icons";

export interface SharePanelProps {
  /** The page to share, a path of this site ("/profile/u1"); shared as an address on this site's origin. */
  path: string;
  /** The message that goes with it. */
  text: string;
  /** What is shared ("Biscuit"). */
  subject: string;
}

/** The share popover's panel: Twitter and Facebook in a 550x420 popup, WhatsApp in a new tab, Copy Link. */
export default function SharePanel({ path, text, subject }: SharePanelProps) {
  // The panel opens in the browser only; the server draws just the button.
  const url = new URL(path, window.location.origin).href;
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  function openPopup(network: ShareNetwork) {
    window.open(
      shareUrl(network, url, text),
      "_blank",
      popupFeatures({
        left: window.screenX,
        top: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      }),
    );
  }

  function openWhatsApp() {
    window.open(shareUrl("whatsapp", url, text), "_blank", "noopener,noreferrer");
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
      toast({ title: "Link copied!", description: "Share link has been copied to clipboard" });
    } catch {
      toast({ title: "Failed to copy", description: "Please try again", variant: "destructive" });
    }
  }

  const option =
    "flex h-auto flex-col gap-1.5 rounded-xl py-3 text-xs font-medium [&_svg]:size-5";

  return (
    <>
      <p className="mb-2 px-1 text-sm font-semibold">Share {subject}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" className={option} onClick={() => openPopup("twitter")}>
          <XLogo />
          Twitter
        </Button>
        <Button variant="outline" className={option} onClick={() => openPopup("facebook")}>
          <FacebookLogo className="text-[#1877F2]" />
          Facebook
        </Button>
        <Button variant="outline" className={option} onClick={openWhatsApp}>
          <WhatsAppLogo className="text-[#25D366]" />
          WhatsApp
        </Button>
        <Button variant="outline" className={cn(option, copied && "border-success text-success")} onClick={copyLink}>
          {copied ? <Check aria-hidden /> : <Link2 aria-hidden />}
          <span aria-live="polite">{copied ? "Copied!" : "Copy Link"}</span>
        </Button>
      </div>
    </>
  );
}
