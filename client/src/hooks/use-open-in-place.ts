import { useEffect, useRef, useState } from "react";
import { useOpenParam } from "./use-url-state";

/**
 * A list whose items open in place (`?<param>=<id>`, so an opened item can be
 * linked to and Back closes it): the id opened, the list's own copy of the item
 * last opened from it (shown while the item loads), and, once the item closes,
 * focus back on the card it was opened from (`cardButtonId` names that card's
 * button), as a dialog gives focus back to what opened it.
 */
export function useOpenInPlace<T extends { id: string }>(param: string, cardButtonId: (id: string) => string) {
  const opened = useOpenParam(param);
  const [listed, setListed] = useState<T | undefined>(undefined);
  const lastOpenedId = useRef<string | null>(null);

  function open(item: T) {
    lastOpenedId.current = item.id;
    setListed(item);
    opened.open(item.id);
  }

  useEffect(() => {
    if (opened.openId || !lastOpenedId.current) return;
    const id = lastOpenedId.current;
    requestAnimationFrame(() => document.getElementById(cardButtonId(id))?.focus());
  }, [opened.openId, cardButtonId]);

  return {
    openId: opened.openId,
    open,
    close: opened.close,
    /** The list's copy of the opened item, if it was opened from the list (undefined when opened by a link). */
    listed: listed?.id === opened.openId ? listed : undefined,
    /** The list's copy of the item last opened, whichever is open now (for an item shown while it animates closed). */
    lastListed: listed,
  };
}
