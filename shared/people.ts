/**
 * How a person is named on screen. One fallback order everywhere, on the server
 * (presenters) and in the browser (avatars, menus, lists): the display name they
 * chose, else their first and last name, else their username, else their email.
 */

/** The name fields a shown name can be built from; every field may be missing. */
export interface PersonNameFields {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
}

/** The name a person is shown under when nothing at all is known. */
export const ANONYMOUS_PERSON_NAME = "PawFan";

function clean(value: string | null | undefined): string {
  return (value ?? "").trim();
}

/** "Ada Lovelace" from first and last name; "" when neither exists. */
export function fullNameOf(person: PersonNameFields): string {
  return [clean(person.firstName), clean(person.lastName)].filter(Boolean).join(" ");
}

/**
 * The name shown for a person. Pass `{ withEmail: false }` where the viewer may not
 * see the person's email address (the email is then skipped, never shown).
 */
export function displayNameOf(person: PersonNameFields, options: { withEmail?: boolean } = {}): string {
  const withEmail = options.withEmail ?? true;
  return (
    clean(person.displayName) ||
    fullNameOf(person) ||
    clean(person.username) ||
    (withEmail ? clean(person.email) : "") ||
    ANONYMOUS_PERSON_NAME
  );
}

/**
 * Up to two capital letters for an avatar: first and last name's initials, else the
 * first letters of the shown name's words. "" only when the person has no name and
 * no email at all (the avatar then shows an icon).
 */
export function initialsOf(person: PersonNameFields): string {
  const first = clean(person.firstName);
  const last = clean(person.lastName);
  if (first || last) return [first[0], last[0]].filter(Boolean).join("").toUpperCase();
  const source =
    clean(person.displayName) || clean(person.username) || clean(person.email).split("@")[0] || "";
  const words = source.split(/[\s._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!)
    .join("")
    .toUpperCase();
}
