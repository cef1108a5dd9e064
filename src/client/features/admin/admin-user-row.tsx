import { isPremium } from "../../../shared/plan";
import { Minus, Pencil, Plus, RotateCcw, Save, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { ADMIN_TOKEN_STEP, ADMIN_USERNAME_MAX_CHARS, type TAdminUserPatch } from "../../../shared/admin";
import type { TUser } from "../../../shared/user";
import { Button } from "../../components/ui/button";
import { fieldClasses, Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/cn";
import { formatCount, formatDateTime } from "../../lib/format";

type TDraft = { username: string; email: string; role: TUser["role"]; freeUsagesAllowed: string };

const draftOf = (user: TUser): TDraft => ({ username: user.username, email: user.email, role: user.role, freeUsagesAllowed: String(user.freeUsagesAllowed) });

/** Only the fields that changed; a free allowance that is not a whole number >= 0 is an error. */
export function patchFromDraft(user: TUser, draft: TDraft): { patch: TAdminUserPatch } | { error: string } {
  const patch: TAdminUserPatch = {};
  const username = draft.username.trim();
  const email = draft.email.trim().toLowerCase();
  if (username === "") return { error: "Username cannot be empty" };
  if (!/^[0-9]+$/.test(draft.freeUsagesAllowed.trim())) return { error: "Free usages must be a whole number of 0 or more" };
  const freeUsagesAllowed = Number(draft.freeUsagesAllowed.trim());
  if (username !== user.username) patch.username = username;
  if (email !== user.email) patch.email = email;
  if (draft.role !== user.role) patch.role = draft.role;
  if (freeUsagesAllowed !== user.freeUsagesAllowed) patch.freeUsagesAllowed = freeUsagesAllowed;
  return { patch };
}

export type TAdminUserRowProps = {
  user: TUser;
  isSelf: boolean;
  isBusy: boolean;
  onSave: (patch: TAdminUserPatch) => Promise<boolean>;
  onTokens: (amount: number) => void;
  onResetFree: () => void;
};

/** One user in the console: figures, token and reset buttons, and SPEC 4's Edit → Save / Cancel. */
export function AdminUserRow({ user, isSelf, isBusy, onSave, onTokens, onResetFree }: TAdminUserRowProps) {
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const idPrefix = `user-${user.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const result = patchFromDraft(user, draft);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    if (Object.keys(result.patch).length === 0) {
      setDraft(null);
      return;
    }
    if (await onSave(result.patch)) {
      setDraft(null);
      setError(null);
    }
  };

  return (
    <li className="rounded-2xl border-2 border-line bg-surface p-4 shadow-block" data-testid="admin-user-row" data-email={user.email}>
      {draft === null ? (
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-extrabold">
              <span className="truncate">{user.username}</span>
              <span className={cn("rounded-full px-2 py-0.5 text-xs font-bold", user.role === "admin" ? "bg-sea-100 text-sea-700" : "bg-brand-50 text-ink-soft")}>
                {user.role === "admin" ? "Administrator" : user.role === "teacher" ? "Teacher" : "User"}
              </span>
              {isPremium(user) && <span className="rounded-full bg-sun-100 px-2 py-0.5 text-xs font-bold text-warn-700">Premium</span>}
            </p>
            <p className="truncate text-ink-soft">{user.email}</p>
            <p className="text-sm text-ink-soft">Joined {formatDateTime(user.createdAt)}</p>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3 lg:min-w-[24rem]">
            <div>
              <dt className="text-ink-soft">Tokens</dt>
              <dd className="font-bold" data-testid="admin-user-tokens">{formatCount(user.availableTokens, "en")}</dd>
            </div>
            <div>
              <dt className="text-ink-soft">Free usages</dt>
              <dd className="font-bold" data-testid="admin-user-free">
                {user.freeUsagesUsed} / {user.freeUsagesAllowed}
              </dd>
            </div>
            <div>
              <dt className="text-ink-soft">Tokens used</dt>
              <dd className="font-bold">{formatCount(user.tokensUsed, "en")}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setDraft(draftOf(user))} disabled={isBusy} aria-label={`Edit ${user.email}`}>
              <Pencil aria-hidden className="h-4 w-4" /> Edit
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onTokens(ADMIN_TOKEN_STEP)} disabled={isBusy} aria-label={`Add 1,000,000 tokens to ${user.email}`}>
              <Plus aria-hidden className="h-4 w-4" /> 1M
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onTokens(-ADMIN_TOKEN_STEP)}
              disabled={isBusy || user.availableTokens < ADMIN_TOKEN_STEP}
              aria-label={`Remove 1,000,000 tokens from ${user.email}`}
              title={user.availableTokens < ADMIN_TOKEN_STEP ? "Fewer than 1,000,000 tokens to remove" : undefined}
            >
              <Minus aria-hidden className="h-4 w-4" /> 1M
            </Button>
            <Button size="sm" variant="ghost" onClick={onResetFree} disabled={isBusy || user.freeUsagesUsed === 0} aria-label={`Reset free usages of ${user.email}`}>
              <RotateCcw aria-hidden className="h-4 w-4" /> Reset free usages
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-label={`Edit ${user.email}`}>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${idPrefix}-username`}>Username</Label>
              <Input id={`${idPrefix}-username`} value={draft.username} maxLength={ADMIN_USERNAME_MAX_CHARS} onChange={(e) => setDraft({ ...draft, username: e.target.value })} />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${idPrefix}-email`}>E-mail</Label>
              <Input id={`${idPrefix}-email`} type="email" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${idPrefix}-role`}>Role</Label>
              <select
                id={`${idPrefix}-role`}
                className={cn(fieldClasses, "h-11")}
                value={draft.role}
                disabled={isSelf}
                onChange={(e) => setDraft({ ...draft, role: e.target.value === "admin" || e.target.value === "teacher" ? e.target.value : "user" })}
              >
                <option value="user">User</option>
                <option value="teacher">Teacher</option>
                <option value="admin">Administrator</option>
              </select>
              {isSelf && <span className="text-xs text-ink-soft">You cannot remove your own administrator role.</span>}
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${idPrefix}-free`}>Free usages allowed</Label>
              <Input
                id={`${idPrefix}-free`}
                inputMode="numeric"
                value={draft.freeUsagesAllowed}
                onChange={(e) => setDraft({ ...draft, freeUsagesAllowed: e.target.value })}
                aria-invalid={error !== null}
              />
            </div>
          </div>
          {error !== null && (
            <p role="alert" className="text-sm font-bold text-danger-700">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={isBusy}>
              <Save aria-hidden className="h-4 w-4" /> Save
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              <X aria-hidden className="h-4 w-4" /> Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
