import { clsx } from 'clsx';
import { ChevronDown, Menu } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { FEATURE_LINKS, SOLUTION_LINKS } from '../../content/navigation';
import { useMe } from '../../lib/auth';
import { useAuthModal } from '../../lib/auth-modal';
import { buttonClasses } from '../ui/button';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

// The full-screen menu (a Radix dialog) loads on first open: most visitors on a wide screen never need it.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'text-brand-600 dark:text-brand-100'
      : 'text-slate-700 hover:text-brand-600 dark:text-slate-300 dark:hover:text-white',
  );

const triggerClasses =
  'group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-600 data-[state=open]:text-brand-600 dark:text-slate-300 dark:hover:text-white';

/** Spec header: logo, Demo, Features and Solutions menus (hover, click or keyboard), Pricing, Contact, Handbook. */
export function Header() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block">
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item>
              <NavLink to="/demo" className={linkClasses}>
                Demo
              </NavLink>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Trigger className={triggerClasses}>
                Features
                <ChevronDown
                  aria-hidden
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="w-[36rem] p-4">
                <ul className="grid grid-cols-2 gap-2">
                  {FEATURE_LINKS.map((feature) => (
                    <li key={feature.slug}>
                      <NavigationMenu.Link asChild>
                        <Link
                          to={`/features/${feature.slug}`}
                          className="flex gap-3 rounded-lg p-3 hover:bg-slate-50 dark:hover:bg-slate-800"
                        >
                          <feature.icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                          <span>
                            <span className="block text-sm font-semibold">{feature.title}</span>
                            <span className="block text-xs text-slate-600 dark:text-slate-400">
                              {feature.description}
                            </span>
                          </span>
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
                <NavigationMenu.Link asChild>
                  <Link to="/feature" className="mt-2 block px-3 text-sm font-semibold text-brand-600">
                    Explore all features →
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavLink to="/pricing" className={linkClasses}>
                Pricing Plan
              </NavLink>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Trigger className={triggerClasses}>
                Solutions
                <ChevronDown
                  aria-hidden
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="w-80 p-3">
                <ul className="space-y-1">
                  {SOLUTION_LINKS.map((solution) => (
                    <li key={solution.slug}>
                      <NavigationMenu.Link asChild>
                        <Link
                          to={`/solution/${solution.slug}`}
                          className="block rounded-lg p-3 hover:bg-slate-50 dark:hover:bg-slate-800"
                        >
                          <span className="block text-sm font-semibold">For {solution.role}</span>
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {solution.description}
                          </span>
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavLink to="/contactus" className={linkClasses}>
                Contact
              </NavLink>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavLink to="/guide" className={linkClasses}>
                Handbook
              </NavLink>
            </NavigationMenu.Item>
          </NavigationMenu.List>
          <div className="absolute top-full left-1/2 -translate-x-1/2 pt-2">
            <NavigationMenu.Viewport className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900" />
          </div>
        </NavigationMenu.Root>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          <AccountActions />
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-label="Open menu"
            aria-expanded={isMenuOpen}
            onClick={() => {
              setHasOpenedMenu(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden className="size-6" />
          </button>
        </div>
      </div>
      {hasOpenedMenu && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={isMenuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * Login and Sign Up, or Open app for a signed-in visitor. Its own component so that the session
 * probe answering re-renders these buttons only, not the whole header.
 */
function AccountActions() {
  const { openModal } = useAuthModal();
  const { data: me } = useMe();
  return (
    <div className="hidden items-center gap-2 sm:flex">
      {me ? (
        <Link to="/app" className={buttonClasses('primary')}>
          Open app
        </Link>
      ) : (
        <>
          <button type="button" className={buttonClasses('ghost')} onClick={() => openModal('login')}>
            Login
          </button>
          <button type="button" className={buttonClasses('primary')} onClick={() => openModal('signup')}>
            Sign Up
          </button>
        </>
      )}
    </div>
  );
}
