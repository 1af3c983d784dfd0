import { Router } from "express";
import type { AppContext } from "../../context";

// Placeholder until this resource's routes are written.
export function creatorsRouter(_ctx: AppContext): Router {
  return Router();
}
