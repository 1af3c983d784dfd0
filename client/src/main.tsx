import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { App } from "@/app/app";
import { appRoutes } from "@/app/routes";
import { takeServerState } from "@/app/server-rendered";
import { toast } from "@/hooks/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { openedRoutePath } from "@/lib/route-start";
import "@/styles/globals.css";

/** The tab's one query cache; a failed write shows its toast in the toast area. */
const queryClient = createQueryClient({ showToast: toast });

function start() {
  const container = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const serverState = takeServerState();
  // As a transition React works in slices and lets the browser in between them: a
  // phone's main thread is never blocked for long (Total Blocking Time).
  startTransition(() => {
    if (serverState) {
      // The server drew this page with these answers: the app takes the page over in place.
      hydrate(queryClient, serverState);
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

// index.html's route script put the opened page's chunk on its way with this one: the
// first render waits for it, so the first paint is the page itself, not a spinner (and a
// drawn page is taken over without falling back to one).
// (Not a top-level await: the page's chunk imports this one, which must finish first.)
const openedPage = appRoutes.find((route) => route.path === openedRoutePath());
if (openedPage) void openedPage.load().then(start, start);
else start();
