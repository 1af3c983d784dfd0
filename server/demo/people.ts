/**
 * The demo people: the humans behind the PawPals, a few fans, and the staff
 * member who writes the wellness tips and vet articles. Emails use the reserved
 * .example domain, so nothing is ever sent to a real address.
 */

export interface DemoPerson {
  key: string;
  firstName: string;
  lastName: string;
  /** Defaults to "First Last". */
  displayName?: string;
}

/** The demo staff member (staff once their email is in ADMIN_EMAILS). */
export const DEMO_STAFF_EMAIL = "staff@pawfans.example";
export const DEMO_STAFF_KEY = "nora";

export const DEMO_PEOPLE: DemoPerson[] = [
  // PawPals (each owns one creator profile in ./creators.ts)
  { key: "maya", firstName: "Maya", lastName: "Thompson" },
  { key: "daniel", firstName: "Daniel", lastName: "Okafor" },
  { key: "aiko", firstName: "Aiko", lastName: "Tanaka" },
  { key: "lucas", firstName: "Lucas", lastName: "Ferreira" },
  { key: "priya", firstName: "Priya", lastName: "Sharma" },
  { key: "grace", firstName: "Grace", lastName: "Mitchell" },
  { key: "ethan", firstName: "Ethan", lastName: "Park" },
  { key: "sofia", firstName: "Sofia", lastName: "Rossi" },
  { key: "marcus", firstName: "Marcus", lastName: "Reed" },
  { key: "hannah", firstName: "Hannah", lastName: "Brooks" },
  { key: "oliver", firstName: "Oliver", lastName: "Grant" },
  { key: "rosa", firstName: "Rosa", lastName: "Delgado" },
  // Fans
  { key: "jordan", firstName: "Jordan", lastName: "Lee" },
  { key: "emma", firstName: "Emma", lastName: "Wilson" },
  { key: "noah", firstName: "Noah", lastName: "Patel" },
  { key: "chloe", firstName: "Chloe", lastName: "Martin" },
  // Staff
  { key: DEMO_STAFF_KEY, firstName: "Nora", lastName: "Castillo", displayName: "Dr. Nora Castillo" },
];

export function demoEmail(person: DemoPerson): string {
  if (person.key === DEMO_STAFF_KEY) return DEMO_STAFF_EMAIL;
  return `${person.firstName}.${person.lastName}@pawfans.example`.toLowerCase();
}

export function demoUsername(person: DemoPerson): string {
  return `${person.firstName}${person.lastName}`.toLowerCase();
}
