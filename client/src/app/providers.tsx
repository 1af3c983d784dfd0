import { lazy, Suspense, useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { toast, useToast } from "@/hooks/use-toast";
import { createQueryClient } from "@/lib/query-client";

/** The app's one query cache; a failed write shows its toast in the toast area. */
const queryClient = createQueryClient({ showToast: toast });

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast area, whose code (Radix Toast) loads with the first toast: most visits
 * show none. Once there it stays, so toasts can animate out.
 */
function ToastArea() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Everything the app needs around it: the query cache and the toast area. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastArea />
    </QueryClientProvider>
  );
}
