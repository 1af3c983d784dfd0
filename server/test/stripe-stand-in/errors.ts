/** Errors in Stripe's shape ({"error": {type, code, message, param}}) with Stripe's HTTP status. */

/** An error to answer: its HTTP status and the fields of Stripe's error object. */
export interface StandInFailure {
  status: number;
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Omit<StandInFailure, "status">,
  ) {
    super(body.message);
  }
}

export const invalid = (message: string, extra: { code?: string; param?: string } = {}) =>
  new ApiError(400, { type: "invalid_request_error", message, ...extra });
/** A path object that does not exist: 404. A referenced one (a parameter): 400. */
export const noSuch = (kind: string, id: string, param?: string) =>
  new ApiError(param ? 400 : 404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param: param ?? "id" });
