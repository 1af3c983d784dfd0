/**
 * Staff's payments (GET /api/admin/payments: paid invoices, newest first; POST
 * /api/admin/invoices/:id/refund {amountCents?}: a refund, 202 while the provider's
 * event is on its way, ./refund-invoice.ts).
 */
import { Router } from "express";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentAdminPayment } from "../../presenters/admin-payment";
import { listPaidInvoices } from "./queries";
import { refundInputSchema, refundInvoice } from "./refund-invoice";

export function adminPaymentsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;

  router.get("/admin/payments", async (req, res) => {
    const user = requireUser(req);
    authorize(user, "viewPayments");
    const page = parse(pageQuerySchema, req.query);
    res.json((await listPaidInvoices(db, page)).map(presentAdminPayment));
  });

  router.post("/admin/invoices/:id/refund", async (req, res) => {
    const user = requireUser(req);
    authorize(user, "refundPayment");
    const { amountCents } = parse(refundInputSchema, req.body);
    res.status(202).json(await refundInvoice({ db, payments: ctx.payments }, { invoiceId: req.params.id, amountCents }));
  });

  return router;
}
