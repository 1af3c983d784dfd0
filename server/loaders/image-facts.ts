/**
 * What a list query joins to show its images: the media record that an image
 * address column names ("/objects/<path>"), one LEFT JOIN on the record's
 * primary key per image column, so a page of rows costs one query whatever its
 * size. Addresses of other sites match nothing (the prefix is checked before
 * the path is cut out of it).
 */
import { and, eq, like, sql, type AnyColumn } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { mediaObjects } from "../db/schema";
import type { ImageFacts } from "../presenters/image";
import { objectUrlPath } from "../storage/object-path";

const OBJECTS_PREFIX = objectUrlPath("");

/**
 * The join for one image column, under its own alias (a row may show several
 * images). `publicOnly`: only public records count, for images everyone is
 * shown (covers, avatars, items, articles); a post's media join whatever their
 * rule, and its presenter decides what the viewer gets.
 */
export function imageFactsJoin(url: AnyColumn, aliasName: string, { publicOnly }: { publicOnly: boolean }) {
  const media = alias(mediaObjects, aliasName);
  return {
    table: media,
    on: and(
      like(url, `${OBJECTS_PREFIX}%`),
      eq(media.objectPath, sql`substr(${url}, ${OBJECTS_PREFIX.length + 1})`),
      publicOnly ? eq(media.visibility, "public") : undefined,
    )!,
    /**
     * Select this as the row's ImageFacts (presenters/image.ts): null when the address
     * names no record. One field made by the database rather than the aliased table's
     * columns: the query builder maps every selected field of every row through its
     * type checks, for an aliased left-joined column through a slow path that would
     * take most of a list's processing time.
     */
    facts: sql<ImageFacts | null>`case when ${media.objectPath} is null then null else json_build_object(
      'objectPath', ${media.objectPath}, 'width', ${media.width}, 'height', ${media.height},
      'placeholder', ${media.placeholder}, 'variantWidths', ${media.variantWidths}) end`,
  };
}
