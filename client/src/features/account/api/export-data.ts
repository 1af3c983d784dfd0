/**
 * GET /api/me/export: everything about the signed-in person as a JSON file
 * (pawfans-data-<date>.json). A plain link downloads it: the browser sends the
 * session cookie and saves the answer, which the server marks as an attachment.
 */
export const ACCOUNT_EXPORT_URL = "/api/me/export";
