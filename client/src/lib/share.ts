/** Share links for a page: Twitter, Facebook and WhatsApp addresses, and the popup's size. */
import { SHARE_POPUP } from "@shared/constants/product";

export type ShareNetwork = "twitter" | "facebook" | "whatsapp";

export function shareUrl(network: ShareNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (network) {
    case "twitter":
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  }
}

/** window.open features of the share popup: 550x420, centred on the current window. */
export function popupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
