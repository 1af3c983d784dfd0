import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/api-types";
import { getQueryFn } from "@/lib/api";
import { currentUserKey } from "@/lib/query-keys";

export interface AuthState {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * Who is signed in, from GET /api/auth/user. A 401 answers null (signed out),
 * never an error; presence of the user means authenticated.
 */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: currentUserKey,
    queryFn: getQueryFn({ on401: "returnNull" }),
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
