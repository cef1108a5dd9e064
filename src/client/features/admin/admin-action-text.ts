import type { TAdminAction } from "../../../shared/admin";

type TChange = { before?: Record<string, unknown>; after?: Record<string, unknown> };

const FIELD_NAMES: Record<string, string> = {
  username: "username",
  email: "e-mail",
  role: "role",
  freeUsagesAllowed: "free usages allowed",
};

const show = (value: unknown) => (typeof value === "number" ? value.toLocaleString("en") : JSON.stringify(value ?? null));

/** An audit row as a sentence: who did what to whom, with the values before and after. */
export function describeAdminAction(action: TAdminAction): string {
  const admin = action.adminEmail ?? `admin #${action.adminId}`;
  const target = action.targetEmail ?? (action.targetId === null ? "" : `user #${action.targetId}`);
  const details = (action.details ?? {}) as TChange & { tokenAmount?: number; key?: string; before?: unknown; after?: unknown };
  switch (action.action) {
    case "update_tokens": {
      const amount = details.tokenAmount ?? 0;
      const before = (details.before as Record<string, unknown> | undefined)?.availableTokens;
      const after = (details.after as Record<string, unknown> | undefined)?.availableTokens;
      const verb = amount >= 0 ? `added ${Math.abs(amount).toLocaleString("en")} tokens to` : `removed ${Math.abs(amount).toLocaleString("en")} tokens from`;
      return `${admin} ${verb} ${target} (${show(before)} → ${show(after)})`;
    }
    case "reset_free_usages": {
      const before = (details.before as Record<string, unknown> | undefined)?.freeUsagesUsed;
      return `${admin} reset the free usages of ${target} (${show(before)} used → 0)`;
    }
    case "update_setting":
      return `${admin} changed ${details.key ?? "a setting"} from ${String(details.before ?? "the default")} to ${String(details.after)}`;
    case "update_user": {
      const before = (details.before ?? {}) as Record<string, unknown>;
      const after = (details.after ?? {}) as Record<string, unknown>;
      const changes = Object.keys(after).map((field) => `${FIELD_NAMES[field] ?? field} ${show(before[field])} → ${show(after[field])}`);
      return `${admin} edited ${target}: ${changes.join(", ")}`;
    }
    default:
      return `${admin}: ${action.action}${target ? ` (${target})` : ""}`;
  }
}
