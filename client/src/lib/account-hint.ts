/**
 * What the header's account corner showed last time in this browser: a visitor
 * signed out, a signed-in PawFan (no creator profile: 'Become a PawPal' is
 * offered) or a PawPal. While GET /api/auth/user is on its way the header keeps
 * room for the same thing, so nothing moves when the answer arrives. A first
 * visit assumes signed out, like most first visits.
 */
export type AccountHint = "signed-out" | "fan" | "pawpal";

const STORAGE_KEY = "account-hint";

export function readAccountHint(): AccountHint {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "fan" || value === "pawpal" ? value : "signed-out";
  } catch {
    return "signed-out";
  }
}

export function rememberAccountHint(hint: AccountHint): void {
  try {
    localStorage.setItem(STORAGE_KEY, hint);
  } catch {
    // Storage refused (private mode): the next visit assumes signed out.
  }
}
