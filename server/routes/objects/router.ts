import { Router } from "express";
import type { AppContext } from "../../context";
export function objectsRouter(_ctx: AppContext) {
  return Router();
}
