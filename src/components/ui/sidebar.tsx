import * as React from 'react';
import { PanelLeft } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';

// A collapsible sidebar in the shadcn/ui style. Desktop: a column 16rem wide, or 3rem of icons
// when collapsed. Mobile: a sheet 18rem wide. Ctrl/Cmd+B toggles it; the desktop state is kept in
// a cookie for 7 days, so a reload (or the next visit) shows it the way the user left it.

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
const SHORTCUT = 'b';

export function readSidebarCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean | undefined {
  const m = new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)`).exec(cookie);
  return m ? m[1] === 'true' : undefined;
}

interface SidebarContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
}

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const ctx = React.useContext(SidebarContext);
  if (!ctx) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return ctx;
}

export function SidebarProvider({
  isMobile,
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<'div'> & { isMobile: boolean; defaultOpen?: boolean }) {
  const [open, setOpenState] = React.useState(() => readSidebarCookie() ?? defaultOpen);
  const [openMobile, setOpenMobile] = React.useState(false);

  const setOpen = React.useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${SIDEBAR_COOKIE_NAME}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);
  const toggle = React.useCallback(() => (isMobile ? setOpenMobile((o) => !o) : setOpen(!open)), [isMobile, open, setOpen]);

  React.useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.key.toLowerCase() === SHORTCUT && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = React.useMemo(() => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }), [open, setOpen, openMobile, isMobile, toggle]);
  return (
    <SidebarContext.Provider value={value}>
      <div
        data-sidebar-state={open ? 'expanded' : 'collapsed'}
        style={{ '--sidebar-width': SIDEBAR_WIDTH, '--sidebar-width-icon': SIDEBAR_WIDTH_ICON, ...style } as React.CSSProperties}
        className={cn('flex w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** The sidebar itself: a landmark column on desktop, a sheet on mobile. */
export function Sidebar({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="left" style={{ width: SIDEBAR_WIDTH_MOBILE, maxWidth: '100vw' }} className="p-0">
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Jump to a part of this page.</SheetDescription>
          <nav aria-label={label} data-mobile="true" className="flex h-full flex-col overflow-y-auto p-2 pt-10">
            {children}
          </nav>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <nav
      aria-label={label}
      data-state={open ? 'expanded' : 'collapsed'}
      data-testid="sidebar"
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
      className={cn(
        'group/sidebar sticky top-0 flex max-h-screen shrink-0 flex-col overflow-y-auto overflow-x-hidden border-r border-gray-200 bg-gray-50 p-2 transition-[width] duration-200',
        className,
      )}
    >
      {children}
    </nav>
  );
}

export function SidebarTrigger({ className, ...props }: React.ComponentProps<'button'>) {
  const { toggle, open, isMobile, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-expanded={expanded}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle sidebar (Ctrl/Cmd+B)"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    >
      <PanelLeft aria-hidden="true" className="size-4" />
      <span className="sr-only">Toggle sidebar</span>
    </button>
  );
}

export function SidebarMenu({ className, ...props }: React.ComponentProps<'ul'>) {
  return <ul className={cn('flex flex-col gap-1', className)} {...props} />;
}

/**
 * One entry. When the desktop sidebar is collapsed only the icon shows; the text stays for screen
 * readers and as the hover title.
 */
export function SidebarMenuButton({ icon, children, className, ...props }: React.ComponentProps<'button'> & { icon: React.ReactNode; children: string }) {
  const { open, isMobile, setOpenMobile } = useSidebar();
  const collapsed = !open && !isMobile;
  return (
    <li>
      <button
        type="button"
        title={collapsed ? children : undefined}
        {...props}
        onClick={(e) => {
          props.onClick?.(e);
          if (isMobile) setOpenMobile(false);
        }}
        className={cn(
          'flex h-9 w-full items-center gap-3 rounded-md px-2.5 text-left text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 [&_svg]:size-4 [&_svg]:shrink-0',
          className,
        )}
      >
        {icon}
        <span className={cn('truncate', collapsed && 'sr-only')}>{children}</span>
      </button>
    </li>
  );
}
