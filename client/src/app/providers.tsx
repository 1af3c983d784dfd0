import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { toast } from "@/hooks/use-toast";
import { createQueryClient } from "@/lib/query-client";

/** The app's one query cache; a failed write shows its toast in the toast area. */
const queryClient = createQueryClient({ showToast: toast });

/** Everything the app needs around it: the query cache and the toast area. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
