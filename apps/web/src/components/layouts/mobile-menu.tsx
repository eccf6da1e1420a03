import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { FEATURE_LINKS, SOLUTION_LINKS } from '../../content/navigation';
import { useMe } from '../../lib/auth';
import { useAuthModal } from '../../lib/auth-modal';
import { buttonClasses } from '../ui/button';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

const itemClasses =
  'block rounded-lg px-3 py-3 text-base font-medium hover:bg-slate-100 dark:hover:bg-slate-800';

/** The full-screen menu under the lg breakpoint; a dialog, so focus stays inside while open. */
export function MobileMenu({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { openModal } = useAuthModal();
  const isSignedIn = Boolean(useMe().data);
  const openAuth = (kind: 'login' | 'signup') => {
    onClose();
    openModal(kind);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 overflow-y-auto bg-white px-4 pb-10 dark:bg-slate-950"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="flex h-16 items-center justify-between">
            <Logo />
            <div className="flex items-center gap-2">
              <ThemeToggle />
              <Dialog.Close
                aria-label="Close menu"
                className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <X aria-hidden className="size-6" />
              </Dialog.Close>
            </div>
          </div>
          <nav aria-label="Mobile">
            <Link to="/demo" className={itemClasses} onClick={onClose}>
              Demo
            </Link>
            <details className="group">
              <summary className={`${itemClasses} cursor-pointer`}>Features</summary>
              <ul className="ml-3 border-l border-slate-200 pl-3 dark:border-slate-800">
                <li>
                  <Link to="/feature" className={itemClasses} onClick={onClose}>
                    All features
                  </Link>
                </li>
                {FEATURE_LINKS.map((feature) => (
                  <li key={feature.slug}>
                    <Link to={`/features/${feature.slug}`} className={itemClasses} onClick={onClose}>
                      {feature.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
            <Link to="/pricing" className={itemClasses} onClick={onClose}>
              Pricing Plan
            </Link>
            <details>
              <summary className={`${itemClasses} cursor-pointer`}>Solutions</summary>
              <ul className="ml-3 border-l border-slate-200 pl-3 dark:border-slate-800">
                {SOLUTION_LINKS.map((solution) => (
                  <li key={solution.slug}>
                    <Link to={`/solution/${solution.slug}`} className={itemClasses} onClick={onClose}>
                      For {solution.role}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
            <Link to="/contactus" className={itemClasses} onClick={onClose}>
              Contact
            </Link>
            <Link to="/guide" className={itemClasses} onClick={onClose}>
              Handbook
            </Link>
          </nav>
          <div className="mt-6 grid gap-3">
            {isSignedIn ? (
              <Link to="/app" className={buttonClasses('primary')} onClick={onClose}>
                Open app
              </Link>
            ) : (
              <>
                <button
                  type="button"
                  className={buttonClasses('secondary')}
                  onClick={() => openAuth('login')}
                >
                  Login
                </button>
                <button type="button" className={buttonClasses('primary')} onClick={() => openAuth('signup')}>
                  Sign Up
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
