/**
 * Statements of the hot reads (the public lists and the lookups before them),
 * built once per shape and run as named prepared statements.
 *
 * Why: for a page of fifty short rows, building the statement with the query
 * builder cost the server more than reading the answer, and PostgreSQL parsed
 * and planned the same text for every request. Built once, a list costs its
 * parameters; named, PostgreSQL parses it once per connection and, after five
 * runs, keeps one generic plan (measured: the server's and the database's work
 * per page both fell to what a bare server sending fixed SQL costs).
 *
 * A shape is everything that changes a statement's text: which filters are set,
 * who is looking (signed out, a member, staff), and the page size, which is
 * written into the text: a generic plan with an unknown LIMIT assumes a tenth of
 * the table will be read and may sort it (server/db/list-query-plans.test.ts
 * checks the generic plans). Everything else is a value, sent as a parameter
 * (`sql.placeholder`). Like search, this needs a session-mode connection pooler,
 * if any, in front of PostgreSQL. The embedded database gets them unnamed
 * (./statement-names.ts).
 */
import crypto from "node:crypto";
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { DbOrTx } from "./index";
import { statementName } from "./statement-names";

type Shape = Record<string, string | number | boolean>;

interface Statement<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/** Something the query builder can prepare: a select with its where, order and limit. */
interface Preparable<Row> {
  prepare(name: string): Statement<Row>;
}

/**
 * `(db, shape, values) => rows`: `build(db, shape)` makes the shape's statement the
 * first time that shape is asked of that database (or transaction), with a
 * placeholder wherever a value goes.
 */
export function preparedQuery<S extends Shape, Row>(
  name: string,
  build: (db: DbOrTx, shape: S) => Preparable<Row>,
): (db: DbOrTx, shape: S, values: Record<string, unknown>) => Promise<Row[]> {
  const statements = new WeakMap<DbOrTx, Map<string, Statement<Row>>>();
  return (db, shape, values) => {
    let byShape = statements.get(db);
    if (!byShape) statements.set(db, (byShape = new Map()));
    const key = JSON.stringify(shape);
    let statement = byShape.get(key);
    if (!statement) {
      statement = build(db, shape).prepare(statementName(shapeName(name, key)));
      byShape.set(key, statement);
    }
    return statement.execute(values);
  };
}

/** A statement's name: the list's and its shape's digest (PostgreSQL keeps 63 bytes of a name). */
function shapeName(list: string, shapeKey: string): string {
  return `${list}_${crypto.createHash("sha256").update(shapeKey).digest("hex").slice(0, 12)}`;
}

/** The placeholder of a value in a prepared statement (`values[name]` when it runs). */
export const param = (name: string): Placeholder => sql.placeholder(name);

/**
 * A page size written into the statement's text (see above). The query builder's
 * `.limit()` sends a number as a parameter; given SQL it writes it in.
 */
export function pageSize(limit: number): number {
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`A page size is a whole number, not ${limit}`);
  return sql.raw(String(limit)) as SQL as unknown as number;
}

/** Who is looking, as far as a list's text is concerned. */
export type ViewerKind = "anonymous" | "member" | "staff";

export function viewerKind(viewer: { isStaff: boolean } | undefined): ViewerKind {
  return !viewer ? "anonymous" : viewer.isStaff ? "staff" : "member";
}

/** The viewer a statement for `kind` is built for; a member's id is the value `viewerId`. */
export function viewerOfKind(kind: ViewerKind): { isStaff: boolean; id: Placeholder } | undefined {
  return kind === "anonymous" ? undefined : { isStaff: kind === "staff", id: param("viewerId") };
}
