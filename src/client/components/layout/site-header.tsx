import { Menu, Wand2, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink } from "../../lib/navigation";
import { useAuth } from "../../features/auth/auth-context";
import { cn } from "../../lib/cn";
import { buttonClasses } from "../ui/button";
import { Brand } from "./brand";
import { UserAvatar } from "./user-avatar";

// Only signed-in people have the menu: its code (and Radix's menu) loads with the session.
const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

type TNavItem = { to: string; label: string; end?: boolean };

function navItems(isSignedIn: boolean, isAdmin: boolean): TNavItem[] {
  const items: TNavItem[] = [
    { to: "/", label: "Home", end: true },
    { to: "/#examples", label: "Examples" },
    { to: "/pricing", label: "Pricing" },
  ];
  if (isSignedIn) items.push({ to: "/dashboard", label: "Dashboard" }, { to: "/history", label: "History" });
  if (isAdmin) items.push({ to: "/admin/dashboard", label: "Admin" });
  return items;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-xl px-3 py-2 font-bold no-underline transition-colors hover:bg-brand-50",
    isActive ? "text-brand-800" : "text-ink-soft hover:text-ink",
  );

/** Section links (/#examples) point into the home page; only real pages show as "current". */
function HeaderLink({ item, onNavigate }: { item: TNavItem; onNavigate?: () => void }) {
  if (item.to.includes("#")) {
    return (
      <Link to={item.to} className={linkClass({ isActive: false })} onClick={onNavigate}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

function AuthControls({ onNavigate }: { onNavigate?: () => void }) {
  const { status, user } = useAuth();
  if (status === "loading") {
    return (
      <div className="flex items-center gap-2" aria-busy="true" aria-label="Checking sign-in" data-testid="auth-loading">
        {/* Issue 31: a prerendered page read without JavaScript never finishes checking; it offers a
            plain link instead. React leaves a noscript's content alone when the page comes alive. */}
        <noscript>
          <a href="/login" className={buttonClasses("ghost", "sm", "no-underline")}>
            Log in
          </a>
        </noscript>
        <span className="h-9 w-9 animate-pulse rounded-full bg-line" />
        <span className="hidden h-4 w-20 animate-pulse rounded bg-line sm:block" />
      </div>
    );
  }
  if (status === "authenticated" && user) {
    return (
      <Suspense fallback={<UserAvatar username={user.username} />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link to="/login" onClick={onNavigate} className={buttonClasses("ghost", "sm", "no-underline")}>
        Log in
      </Link>
      <span className="hidden sm:inline-flex">
        <Link to="/login" onClick={onNavigate} className={buttonClasses("primary", "sm", "no-underline")}>
          Sign up free
        </Link>
      </span>
    </div>
  );
}

export function SiteHeader() {
  const { user, isAdmin } = useAuth();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const items = navItems(user !== null, isAdmin);
  const close = () => setIsMenuOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Issue 31: Esc closes the phone menu and gives focus back to the button that opened it.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b-2 border-line bg-canvas/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Brand onNavigate={close} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <HeaderLink key={item.to} item={item} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* Wrapped: the button's own inline-flex would override "hidden" on small screens. */}
          <span className="hidden lg:inline-flex">
            <Link to="/#generator" className={buttonClasses("secondary", "sm", "no-underline")}>
              <Wand2 className="h-4 w-4" aria-hidden="true" /> Try it now
            </Link>
          </span>
          <AuthControls onNavigate={close} />
          <button
            ref={menuButton}
            type="button"
            className="cursor-pointer rounded-xl p-2 hover:bg-brand-50 md:hidden"
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-nav"
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {isMenuOpen && (
        <nav id="mobile-nav" aria-label="Main" className="border-t-2 border-line px-4 py-3 md:hidden">
          <ul className="flex flex-col gap-1 [&>li>a]:flex-1">
            {[...items, { to: "/#generator", label: "Try it now" }, ...(user ? [] : [{ to: "/login", label: "Sign up free" }])].map((item) => (
              <li key={item.to} className="flex">
                <HeaderLink item={item} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
