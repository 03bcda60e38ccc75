import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Crown, LogOut, Menu, Package, PartyPopper, Settings, User, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { currentPath, signInPath, useAuth } from '@/features/auth';
// The light entry, not the checkout index: the header is on the landing page, which must not load the Supabase SDK.
import { CartButton, clearCart } from '@/features/checkout/cart';
import { cn } from '@/lib/utils';
import { VISITOR_ONLY } from '@/lib/visitor';
import { HEADER_LINKS } from './nav-links';

// The dropdown (Radix) is only needed once someone is signed in: keep it off the landing's critical path.
const AccountMenu = lazy(() => import('./account-menu'));

function AccountMenuPlaceholder() {
  return (
    <Button variant="outline" disabled>
      <User aria-hidden="true" />
      My Account
    </Button>
  );
}

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-xl font-bold text-gray-900">
      <span className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-brand-600 to-accent-600 text-white">
        <PartyPopper aria-hidden="true" className="size-5" />
      </span>
      Confetti
    </Link>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800', isActive ? 'text-brand-700' : 'text-gray-700');

export function Header() {
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  // Sign In comes back to this page (docs/decisions.md#sign-in-returns-you-where-you-were).
  const signIn = signInPath(currentPath(location));
  // The menu remembers the path it was opened on, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const mobileOpen = openedOn === pathname;
  const setMobileOpen = (open: boolean) => setOpenedOn(open ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = HEADER_LINKS.filter((l) => !l.signedInOnly || user);

  // Escape closes the mobile menu and returns focus to its toggle.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpenedOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  async function handleSignOut() {
    setMobileOpen(false);
    // Sign Out → / (docs/product.md#header-and-footer). A signed-in-only page still on screen while the route change is pending
    // sends a user who signed out here home as well (RequireAuth), never to /auth.
    navigate('/');
    await signOut();
    // The cart holds the user's own saved designs, which only they can order: on a shared browser
    // the next person must not find (and fail to buy) them.
    clearCart();
  }

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={navLinkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-4 md:flex">
          <CartButton />
          {loading && <span className="inline-block h-10 w-32 visitor:hidden" aria-hidden="true" />}
          {user ? (
            <Suspense fallback={<AccountMenuPlaceholder />}>
              <AccountMenu email={user.email ?? ''} onSignOut={handleSignOut} />
            </Suspense>
          ) : (
            <Button asChild variant="gradient" className={loading ? VISITOR_ONLY : undefined}>
              <Link to={signIn}>Sign In</Link>
            </Button>
          )}
        </div>
        <CartButton className="ml-auto md:hidden" />
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={mobileOpen}
          aria-controls={menuId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {mobileOpen ? <X aria-hidden="true" className="size-5!" /> : <Menu aria-hidden="true" className="size-5!" />}
        </Button>
      </div>
      <div id={menuId} hidden={!mobileOpen} className="border-t border-gray-200 bg-white md:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={navLinkClass}>
              {l.label}
            </NavLink>
          ))}
          <div className="mt-2 border-t border-gray-200 pt-3">
            {user ? (
              <div className="flex flex-col gap-1">
                <p className="truncate px-3 py-1 text-sm text-gray-700">{user.email}</p>
                <NavLink to="/profile" className={navLinkClass}>
                  <span className="inline-flex items-center gap-2">
                    <Settings aria-hidden="true" className="size-4" />
                    Profile Settings
                  </span>
                </NavLink>
                <NavLink to="/orders" className={navLinkClass}>
                  <span className="inline-flex items-center gap-2">
                    <Package aria-hidden="true" className="size-4" />
                    My Orders
                  </span>
                </NavLink>
                {/* The account menu's 'Upgrade to Pro', as a link: the Pro card on /pricing upgrades
                    (or says the member has Pro) without loading checkout code into the header. */}
                <NavLink to="/pricing#pro" className={navLinkClass}>
                  <span className="inline-flex items-center gap-2">
                    <Crown aria-hidden="true" className="size-4" />
                    Confetti Pro
                  </span>
                </NavLink>
                <button
                  type="button"
                  onClick={handleSignOut}
                  className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  Sign Out
                </button>
              </div>
            ) : (
              <Button asChild variant="gradient" className={cn('w-full', loading && VISITOR_ONLY)}>
                <Link to={signIn}>Sign In</Link>
              </Button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
