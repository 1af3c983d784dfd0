import { Router } from "express";
import type { AppContext } from "../context";
export function apiRouter(_ctx: AppContext) {
  return Router();
}
