/**
 * A creator's money (GET /api/creator-profile/:id/earnings, …/statements,
 * …/statements/:month.csv, …/payouts, …/payout-account, …/sales; POST
 * …/payout-account/onboarding): every figure from the ledger (../../ledger), for
 * the profile's owner and staff; setting up payouts for the owner only. The
 * owner's Paw Bazar sales (…/sales, and lines of the month's CSV) sit beside the
 * subscriptions: a seller is paid through the same payout account.
 */
import { Router } from "express";
import type { CreatorEarningsView, PayoutOnboardingView, StatementView } from "@shared/api-types";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { monthSchema } from "../../ledger/months";
import { creatorEarnings, creatorStatements, saleStatementLines, statementLines } from "../../ledger/queries";
import { authorize } from "../../policies";
import { presentPayout, presentPayoutAccount, presentSale } from "../../presenters/earnings";
import { statementCsv, statementFileName } from "../../presenters/statement-csv";
import { loadCreatorProfile } from "../../loaders/creator-profile";
import { findPayoutAccount, findUserEmail, listCreatorPayouts, listSellerSales, savePayoutAccount } from "./queries";

export function earningsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;

  router.get("/creator-profile/:id/earnings", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "viewCreatorEarnings", profile);
    const earnings: CreatorEarningsView = await creatorEarnings(db, profile.id, new Date());
    res.json(earnings);
  });

  router.get("/creator-profile/:id/statements", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "viewCreatorEarnings", profile);
    const statements: StatementView[] = await creatorStatements(db, profile.id, new Date());
    res.json(statements);
  });

  router.get("/creator-profile/:id/statements/:month.csv", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "viewCreatorEarnings", profile);
    const month = parse(monthSchema, req.params.month);
    const [subscriptions, sales] = await Promise.all([statementLines(db, profile.id, month), saleStatementLines(db, profile.userId, month)]);
    const csv = statementCsv([...subscriptions, ...sales]);
    res
      .status(200)
      .type("text/csv; charset=utf-8")
      .attachment(statementFileName(month))
      .set("Cache-Control", "private, no-store")
      .send(csv);
  });

  router.get("/creator-profile/:id/payouts", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "viewCreatorEarnings", profile);
    const page = parse(pageQuerySchema, req.query);
    res.json((await listCreatorPayouts(db, profile.id, page)).map(presentPayout));
  });

  /** The profile owner's paid Paw Bazar orders with their amounts, newest first, page by page. */
  router.get("/creator-profile/:id/sales", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "viewCreatorEarnings", profile);
    const page = parse(pageQuerySchema, req.query);
    res.json((await listSellerSales(db, profile.userId, page)).map(presentSale));
  });

  router.get("/creator-profile/:id/payout-account", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "viewCreatorEarnings", profile);
    res.json(presentPayoutAccount(await findPayoutAccount(db, profile.id)));
  });

  /** Opens the creator's payout account at the provider on first use, then answers a fresh onboarding link. */
  router.post("/creator-profile/:id/payout-account/onboarding", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.id);
    authorize(user, "managePayoutAccount", profile);
    const { payments, config } = ctx;
    let account = await findPayoutAccount(db, profile.id);
    if (!account) {
      const email = await findUserEmail(db, profile.userId);
      const { stripeAccountId } = await payments.createPayoutAccount({ creatorProfileId: profile.id, email });
      account = await savePayoutAccount(db, { creatorProfileId: profile.id, provider: payments.kind, stripeAccountId });
    }
    const dashboard = `${config.publicUrl}/creator-dashboard`;
    const url = await payments.onboardingLink({
      stripeAccountId: account.stripeAccountId,
      returnUrl: `${dashboard}?payouts=return`,
      refreshUrl: `${dashboard}?payouts=refresh`,
    });
    const answer: PayoutOnboardingView = { url };
    res.json(answer);
  });

  return router;
}
