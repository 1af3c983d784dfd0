/**
 * Deletes stored files (and their image variants) that a committed write let go
 * of: a deleted post's media, a listing's picture, everything of a deleted
 * account. Sent inside that write's transaction, so the bytes go only once the
 * records pointing at them are gone for good, and no storage call ever runs
 * inside a transaction. Idempotent: a missing file is fine, a rerun deletes
 * what is left.
 */
import type { ObjectStorage } from "../../storage";
import { deleteWithVariants } from "../../storage/image-variants";

export async function deleteStoredObjects(storage: ObjectStorage, objectPaths: string[]): Promise<void> {
  for (const objectPath of objectPaths) await deleteWithVariants(storage, objectPath);
}
