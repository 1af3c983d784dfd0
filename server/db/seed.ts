import type { AppContext } from "../context";
import type { Db } from "./index";
export async function isDatabaseEmpty(_db: Db) { return false; }
export async function seedDemo(_ctx: AppContext) {}
