/**
 * The data model of PawFans as Drizzle tables, one file per domain. Migrations in
 * /migrations are generated from these files by drizzle-kit (drizzle.config.ts);
 * the request schemas of shared/validation.ts are kept in step with them by
 * ./request-schemas.test.ts.
 */
export * from "./accounts";
export * from "./creators";
export * from "./content";
export * from "./live";
export * from "./payments";
export * from "./notifications";
export * from "./contact";
export * from "./community";
export * from "./marketplace";
export * from "./orders";
export * from "./articles";
export * from "./moderation";
export * from "./media";
export * from "./ledger";
export * from "./test-provider";
export * from "./video";
export * from "./realtime";
export * from "./messages";
export * from "./chat";
export * from "./mail";
export * from "./notification-preferences";
