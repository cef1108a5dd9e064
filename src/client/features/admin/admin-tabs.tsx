import type { LucideIcon } from "lucide-react";
import { BarChart3, GraduationCap, History, MessageSquareQuote, Settings, Users } from "lucide-react";
import type { ComponentType } from "react";
import { AdminAuditTab } from "./admin-audit-tab";
import { AdminSettingsTab } from "./admin-settings-tab";
import { AdminStatsTab } from "./admin-stats-tab";
import { AdminUsersTab } from "./admin-users-tab";
import { TestimonialsManager } from "../testimonials/testimonials-manager";
import { AdminTeacherRequestsTab } from "../classes/admin-teacher-requests-tab";

export type TAdminTab = { id: string; label: string; icon: LucideIcon; Panel: ComponentType };

/**
 * The console's tabs, in order (SPEC 2: Users, Settings, Stats; then the audit trail and the testimonials of issue 12). One more
 * tab is one more entry here.
 */
export const ADMIN_TABS: TAdminTab[] = [
  { id: "users", label: "Users", icon: Users, Panel: AdminUsersTab },
  { id: "settings", label: "Settings", icon: Settings, Panel: AdminSettingsTab },
  { id: "stats", label: "Stats", icon: BarChart3, Panel: AdminStatsTab },
  { id: "audit", label: "Audit trail", icon: History, Panel: AdminAuditTab },
  { id: "testimonials", label: "Testimonials", icon: MessageSquareQuote, Panel: TestimonialsManager },
  { id: "teachers", label: "Teacher requests", icon: GraduationCap, Panel: AdminTeacherRequestsTab },
];
