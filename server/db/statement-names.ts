/**
 * Whether this process names its prepared statements (search, lists).
 *
 * PostgreSQL keeps a named statement per connection, parsed once and, after five
 * runs, planned once. The embedded database runs every connection in one backend
 * and keeps a connection's statements after it closes: when the pool replaced an
 * idle connection (after 10 s), the new one's first named statement failed with
 * "prepared statement … already exists". There statements go unnamed: still
 * built once, parsed and planned by the database every time.
 */
let named = true;

/** Set once by openDatabase: false for the embedded database. */
export function nameStatements(enabled: boolean): void {
  named = enabled;
}

/** `name` where statements are named, else "" (the unnamed statement). */
export function statementName(name: string): string {
  return named ? name : "";
}
