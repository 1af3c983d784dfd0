import { useEffect, useState } from "react";
import { readAccountHint, rememberAccountHint, type AccountHint } from "@/lib/account-hint";
import { useAuth } from "./use-auth";
import { useCreatorProfile } from "./use-creator-profile";

/**
 * What the header's account corner is: the real state once the person and their
 * creator profile are known (`known`), until then what it was last time here, so the
 * header can keep that room meanwhile.
 */
export function useAccountHint(): { hint: AccountHint; known: boolean } {
  const { user, isLoading } = useAuth();
  const { hasProfile, isLoading: profileLoading } = useCreatorProfile();
  const [remembered] = useState(readAccountHint);
  const known = !isLoading && !profileLoading;
  const actual: AccountHint = !user ? "signed-out" : hasProfile ? "pawpal" : "fan";

  useEffect(() => {
    if (known) rememberAccountHint(actual);
  }, [known, actual]);

  return { hint: known ? actual : remembered, known };
}
