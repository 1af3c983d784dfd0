/**
 * The PostgreSQL extensions the migrations create, as the embedded database
 * must load them (real PostgreSQL ships them as contrib extensions).
 */
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const PGLITE_EXTENSIONS = { pg_trgm };
