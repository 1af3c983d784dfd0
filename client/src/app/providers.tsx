import { lazy, Suspense, useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useToast } from "@/hooks/use-toast";

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

/** Everything the app needs around it: the query cache (one per browser tab, one per server render) and the toast area. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastArea />
    </QueryClientProvider>
  );
}
