import { isPremium } from "../../../shared/plan";
import { Coins, CreditCard, History, LayoutDashboard, LogOut, School, Shield, Sparkles, User, Users } from "lucide-react";
import { useNavigate } from "../../lib/navigation";
import type { TUser } from "../../../shared/user";
import { useCheckout } from "../../features/account/use-checkout";
import { useAuth } from "../../features/auth/auth-context";
import { formatCount, formatTokens } from "../../lib/format";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { UserAvatar } from "./user-avatar";

const DEFAULT_FREE_USAGES = 3;

function UsageSummary({ user }: { user: TUser }) {
  if (isPremium(user)) {
    return (
      <div className="flex items-center gap-2 rounded-xl bg-sea-50 px-3 py-2 text-sm">
        <Coins className="h-4 w-4 text-sea-700" aria-hidden="true" />
        <span className="text-ink-soft">Available Tokens</span>
        <span className="ml-auto font-extrabold" data-testid="menu-available-tokens" title={`${formatCount(user.availableTokens)} tokens`}>
          {formatTokens(user.availableTokens ?? 0)}
        </span>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm">
      <Sparkles className="h-4 w-4 text-brand-700" aria-hidden="true" />
      <span className="text-ink-soft">Free Usages</span>
      <span className="ml-auto font-extrabold" data-testid="menu-free-usages">
        {user.freeUsagesUsed ?? 0} / {user.freeUsagesAllowed ?? DEFAULT_FREE_USAGES}
      </span>
    </div>
  );
}

export function UserMenu({ user }: { user: TUser }) {
  const { isAdmin, isLoggingOut, logout } = useAuth();
  const navigate = useNavigate();
  const { openCheckout } = useCheckout();
  const go = (path: string) => () => void navigate(path);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-surface p-0.5 pr-3 hover:border-brand-200"
        aria-label={`Account menu for ${user.username}`}
        data-testid="user-menu-trigger"
      >
        <UserAvatar username={user.username} />
        <span className="hidden max-w-32 truncate font-bold sm:inline">{user.username}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent data-testid="user-menu">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar username={user.username} size={40} />
          <div className="min-w-0">
            <p className="truncate font-extrabold">{user.username}</p>
            <p className="truncate text-sm text-ink-soft">{user.email}</p>
            {isAdmin && (
              <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-bold text-sea-700">
                <Shield className="h-3 w-3" aria-hidden="true" />
                Administrator
              </p>
            )}
          </div>
        </DropdownMenuLabel>
        <div className="px-1.5 pb-1.5">
          <UsageSummary user={user} />
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={go("/dashboard")}>
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Dashboard
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={go("/account")}>
          <User className="h-4 w-4" aria-hidden="true" /> My Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={go("/history")}>
          <History className="h-4 w-4" aria-hidden="true" /> History
        </DropdownMenuItem>
        {(isAdmin || user.role === "teacher") && (
          <DropdownMenuItem onSelect={go("/teacher")} data-testid="menu-teacher">
            <School className="h-4 w-4" aria-hidden="true" /> My classes
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={go("/join")} data-testid="menu-join-class">
          <Users className="h-4 w-4" aria-hidden="true" /> Join a class
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem onSelect={go("/admin/dashboard")}>
            <Shield className="h-4 w-4" aria-hidden="true" /> Admin Console
          </DropdownMenuItem>
        )}
        {!isPremium(user) && (
          <DropdownMenuItem onSelect={openCheckout} className="text-brand-800" data-testid="menu-upgrade">
            <CreditCard className="h-4 w-4" aria-hidden="true" /> Upgrade to Premium
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isLoggingOut}
          // Keep the menu open while logging out so 'Logging out...' is visible.
          onSelect={(event) => {
            event.preventDefault();
            void logout();
          }}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> {isLoggingOut ? "Logging out..." : "Log out"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
