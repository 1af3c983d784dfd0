import type express from "express";
import type { AppContext } from "../context";
export async function setupAuth(_app: express.Express, _ctx: AppContext): Promise<void> {}
