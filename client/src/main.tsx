import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { appRoutes } from "@/app/routes";
import { openedRoutePath } from "@/lib/route-start";
import "@/styles/globals.css";

function render() {
  const root = createRoot(document.getElementById("root")!);
  // As a transition React renders the first page in slices and lets the browser in
  // between them: a phone's main thread is never blocked for long (Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// index.html's route script put the opened page's chunk on its way with this one: the
// first render waits for it, so the first paint is the page itself, not a spinner.
// (Not a top-level await: the page's chunk imports this one, which must finish first.)
const openedPage = appRoutes.find((route) => route.path === openedRoutePath());
if (openedPage) void openedPage.load().then(render, render);
else render();
