import type { Config } from "../config";
import type { ObjectStorage } from "./types";
export type { ObjectStorage } from "./types";
export function createStorage(_config: Config, _secret: string): ObjectStorage {
  return { driver: "local" } as ObjectStorage;
}
