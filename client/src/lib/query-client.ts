/**
 * The query cache's rules. Reads join their key's segments into the URL, never go
 * stale, never refetch on focus, never poll and never retry. A failed write
 * (mutation) becomes one destructive toast here, in one place: each mutation
 * declares its toast's title and fallback text in its `meta`.
 */
import { MutationCache, QueryClient } from "@tanstack/react-query";
import type { ToastInput } from "./toast-store";
import { errorMessage, getQueryFn } from "./api";

/** What a mutation's `meta` says about its failure toast. */
export type MutationErrorMeta = {
  /** The toast's title; "Error" unless given. */
  errorTitle?: string;
  /** The toast's text when the server sent no message of its own; "Something went wrong" unless given. */
  errorFallback?: string;
  /** false: the mutation shows its own errors (or none), so no toast is added here. */
  errorToast?: false;
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

/** The toast for a failed mutation, or null when the mutation opted out. */
export function mutationErrorToast(error: unknown, meta: MutationErrorMeta | undefined): ToastInput | null {
  if (meta?.errorToast === false) return null;
  return {
    title: meta?.errorTitle ?? "Error",
    description: errorMessage(error, meta?.errorFallback),
    variant: "destructive",
  };
}

export function createQueryClient(options: { showToast?: (toast: ToastInput) => void } = {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        const toast = mutationErrorToast(error, mutation.meta);
        if (toast) options.showToast?.(toast);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
