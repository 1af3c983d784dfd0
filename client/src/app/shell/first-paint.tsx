import { AppFrame } from "./app-shell";
import { HeaderBar, HomeLink } from "./header";

/**
 * What index.html shows before the app's code has run: the header's bar with the
 * brand mark, where the app draws them. A phone on a slow network sees the page
 * begin at once instead of a blank screen while the scripts load; the app then
 * replaces it with the whole header, nothing moving. Written into client/index.html
 * as static markup; first-paint.test.tsx keeps the two the same.
 */
export function FirstPaint() {
  return (
    <AppFrame>
      <HeaderBar>
        <HomeLink />
      </HeaderBar>
    </AppFrame>
  );
}
