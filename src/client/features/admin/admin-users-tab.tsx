import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Download, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { ADMIN_USERS_PAGE_SIZE, type TAdminUserPatch } from "../../../shared/admin";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/cn";
import { showingRangeText } from "../../lib/format";
import { sessionRead } from "../auth/session-read";
import { useAuth } from "../auth/auth-context";
import { adjustUserTokens, adminKeys, exportUsersCsv, fetchAdminUsers, patchAdminUser, resetUserFreeUsages } from "./admin.api";
import { AdminUserRow } from "./admin-user-row";

const SEARCH_DEBOUNCE_MS = 300;

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** SPEC 2 Users tab: search, 10 a page, per-row edit, ±1,000,000 tokens, free-usage reset, Export. */
export function AdminUsersTab() {
  const queryClient = useQueryClient();
  const { user: me } = useAuth();
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [isExporting, setIsExporting] = useState(false);

  useEffect(() => {
    const next = searchInput.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  const users = useQuery({ queryKey: adminKeys.users(page, search), queryFn: () => fetchAdminUsers(page, search), placeholderData: keepPreviousData });
  useEffect(() => {
    if (users.isError) toast({ title: "Failed to load users. Please try again.", variant: "destructive" });
  }, [users.isError]);

  const afterChange = async (targetId: number) => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    // The header shows the signed-in user's own counts.
    if (targetId === me?.id) await sessionRead.invalidate();
  };

  const save = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TAdminUserPatch }) => patchAdminUser(id, patch),
    onSuccess: async (user) => {
      toast({ title: "User updated", description: `${user.email} was saved.` });
      await afterChange(user.id);
    },
    onError: (error) => toast({ title: "Failed to update user", description: error.message, variant: "destructive" }),
  });
  const tokens = useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) => adjustUserTokens(id, amount),
    onSuccess: async (user, { amount }) => {
      toast({ title: amount > 0 ? "Tokens added" : "Tokens removed", description: `${user.email} now has ${user.availableTokens.toLocaleString("en")} tokens.` });
      await afterChange(user.id);
    },
    onError: (error) => toast({ title: "Failed to update user tokens", description: error.message, variant: "destructive" }),
  });
  const reset = useMutation({
    mutationFn: (id: number) => resetUserFreeUsages(id),
    onSuccess: async (user) => {
      toast({ title: "Free usages reset", description: `${user.email} has ${user.freeUsagesAllowed} free generations again.` });
      await afterChange(user.id);
    },
    onError: (error) => toast({ title: "Failed to reset free usages", description: error.message, variant: "destructive" }),
  });

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const { blob, fileName } = await exportUsersCsv(search);
      saveBlob(blob, fileName);
    } catch (error) {
      toast({ title: "Failed to export users", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setIsExporting(false);
    }
  };

  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * ADMIN_USERS_PAGE_SIZE + 1;
  const last = Math.min(total, (page - 1) * ADMIN_USERS_PAGE_SIZE + (users.data?.users.length ?? 0));
  const isBusy = save.isPending || tokens.isPending || reset.isPending;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-soft" />
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by username or e-mail..."
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            className="pl-10"
          />
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={isExporting}>
          <Download aria-hidden className="h-4 w-4" />
          {isExporting ? "Exporting..." : "Export"}
        </Button>
      </div>

      {users.isLoading ? (
        <p role="status" className="rounded-2xl border-2 border-dashed border-line bg-surface p-8 text-center text-ink-soft">
          Loading users...
        </p>
      ) : users.isError && users.data === undefined ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border-2 border-danger-600/40 bg-surface p-8 text-center">
          <p className="font-bold">Failed to load users. Please try again.</p>
          <Button onClick={() => void users.refetch()}>Try Again</Button>
        </div>
      ) : total === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line bg-surface p-8 text-center text-ink-soft">
          {search === "" ? "No users yet." : `No user matches "${search}".`}
        </p>
      ) : (
        <>
          <p className="text-ink-soft" aria-live="polite" data-testid="admin-users-showing">
            {showingRangeText(first, last, total, "user")}
          </p>
          <ul className={cn("flex flex-col gap-3", users.isFetching && "opacity-70")}>
            {users.data?.users.map((user) => (
              <AdminUserRow
                key={user.id}
                user={user}
                isSelf={user.id === me?.id}
                isBusy={isBusy}
                onSave={async (patch) => {
                  try {
                    await save.mutateAsync({ id: user.id, patch });
                    return true;
                  } catch {
                    return false;
                  }
                }}
                onTokens={(amount) => tokens.mutate({ id: user.id, amount })}
                onResetFree={() => reset.mutate(user.id)}
              />
            ))}
          </ul>
          <nav aria-label="User pages" className="flex items-center justify-center gap-4">
            <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
              <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
            </Button>
            <span className="font-semibold">
              Page {page} of {pageCount}
            </span>
            <Button variant="outline" size="sm" onClick={() => setPage(page + 1)} disabled={page >= pageCount}>
              Next <ChevronRight aria-hidden className="h-4 w-4" />
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
