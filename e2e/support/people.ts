/**
 * The people of the browser journeys. Emails use the reserved .test domain.
 * The demo server's people come from its seed (server/demo/people.ts).
 */
export interface Identity {
  email: string;
  firstName: string;
  lastName: string;
}

export const STAFF_EMAIL = "support.staff@pawfans.test";
export const STAFF: Identity = { email: STAFF_EMAIL, firstName: "Sam", lastName: "Support" };

/** A new person for one journey; `key` keeps different journeys' people apart on the shared server. */
export function person(key: string, firstName: string, lastName: string): Identity {
  return { email: `${key}.${firstName}.${lastName}@pawfans.test`.toLowerCase(), firstName, lastName };
}

/** Demo accounts seeded on the demo server. */
export const DEMO_STAFF_EMAIL = "staff@pawfans.example";
export const DEMO_STAFF: Identity = { email: DEMO_STAFF_EMAIL, firstName: "Nora", lastName: "Castillo" };
export const DEMO_CREATOR: Identity = { email: "maya.thompson@pawfans.example", firstName: "Maya", lastName: "Thompson" };
