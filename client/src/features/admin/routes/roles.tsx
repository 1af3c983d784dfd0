import { Container } from "@/components/container";
import { StaffGate } from "@/components/gates/staff-gate";
import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { useStaff } from "../api/staff";
import { AppointModeratorForm } from "../components/appoint-moderator-form";
import { StaffList } from "../components/staff-list";

/** /admin/roles (admins): who is staff, appointing moderators and dismissing them. */
export default function RolesPage() {
  usePageTitle("Roles");
  const { user } = useAuth();
  const staff = useStaff(user?.role === "admin");

  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageHeader
        eyebrow="Admin"
        title="Roles"
        description="Moderators review reports and act on them. Admins are set by the server's ADMIN_EMAILS setting."
      />
      <div className="max-w-3xl space-y-6">
        <StaffGate returnTo={paths.adminRoles} adminsOnly deniedText="Roles are only available to PawFans admins.">
          <section className="space-y-3 rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
            <h2 className="text-lg font-bold">Appoint a moderator</h2>
            <AppointModeratorForm />
          </section>
          <StaffList staff={staff} />
        </StaffGate>
      </div>
    </Container>
  );
}
