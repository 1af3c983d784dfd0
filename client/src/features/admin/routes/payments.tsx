import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { StaffGate } from "@/components/gates/staff-gate";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { usePaymentConfig } from "@/hooks/use-payment-config";
import { paths } from "@/lib/paths";
import { useAdminPayments } from "../api/payments";
import { PaymentList } from "../components/payment-list";
import { TestClockCard } from "../components/test-clock-card";

/** /admin/payments (staff): every paid invoice with refunds, and the test provider's clock when it takes the payments. */
export default function PaymentsPage() {
  usePageTitle("Payments");
  const { user } = useAuth();
  const isStaff = Boolean(user?.isStaff);
  const payments = useAdminPayments(isStaff);
  const config = usePaymentConfig({ enabled: isStaff });

  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageHeader eyebrow="Staff" title="Payments" description="Paid invoices, newest first. Refund a payment in full or in part." />
      <div className="max-w-4xl space-y-6">
        <StaffGate returnTo={paths.adminPayments} deniedText="Payments are only available to PawFans staff.">
          {config.data?.provider === "test" && <TestClockCard />}
          <PaymentList payments={payments} />
        </StaffGate>
      </div>
    </Container>
  );
}
