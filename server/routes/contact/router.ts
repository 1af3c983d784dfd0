import { Router } from "express";
import type { AppContext } from "../../context";

// Placeholder until this resource's routes are written.
export function contactRouter(_ctx: AppContext): Router {
  return Router();
}
