import { useEffect } from "react";
import { PRODUCT_NAME } from "@shared/constants/product";

/** Sets the tab title to "<title> · PawFans" (just "PawFans" without a title). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
