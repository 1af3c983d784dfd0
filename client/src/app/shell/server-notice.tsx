import { useEffect } from "react";
import { toast } from "@/hooks/use-toast";

/** Notices the server sends people to with `?notice=`: shown once as a toast, then taken off the address. */
const NOTICES: Record<string, { title: string; description: string }> = {
  "account-suspended": {
    title: "Your account is suspended",
    description: "A moderator suspended this account for breaking the community guidelines. Contact us if you think this is a mistake.",
  },
};

export function ServerNotice() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const notice = NOTICES[url.searchParams.get("notice") ?? ""];
    if (!notice) return;
    toast({ ...notice, variant: "destructive" });
    url.searchParams.delete("notice");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return null;
}
