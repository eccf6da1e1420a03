import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { FEATURE_LINKS } from '../../content/navigation';
import { Logo } from './logo';

const heading = 'text-sm font-semibold text-slate-900 dark:text-white';
const footerLink = 'text-sm text-slate-600 hover:text-brand-600 dark:text-slate-400 dark:hover:text-white';

const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'GitHub', href: 'https://github.com/' },
];

/** Spec footer: contact details, navigation, documentation links, social links. */
export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            Tasks, projects, time and leave for firms that do client work.
          </p>
          <ul className="mt-4 space-y-2 text-sm text-slate-600 dark:text-slate-400">
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4" />
              <a href="mailto:support@taskflow.example" className="hover:text-brand-600">
                support@taskflow.example
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4" />
              <a href="tel:+918045678900" className="hover:text-brand-600">
                +91 80 4567 8900
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4" />
              <span>4th Floor, Indiranagar, Bengaluru 560038, India</span>
            </li>
          </ul>
        </div>
        <nav aria-label="Product">
          <h2 className={heading}>Product</h2>
          <ul className="mt-3 space-y-2">
            {FEATURE_LINKS.map((feature) => (
              <li key={feature.slug}>
                <Link to={`/features/${feature.slug}`} className={footerLink}>
                  {feature.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className={heading}>Company</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/pricing" className={footerLink}>
                Pricing
              </Link>
            </li>
            <li>
              <Link to="/solutions" className={footerLink}>
                Solutions
              </Link>
            </li>
            <li>
              <Link to="/demo" className={footerLink}>
                Book a demo
              </Link>
            </li>
            <li>
              <Link to="/contactus" className={footerLink}>
                Contact
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={footerLink}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLink}>
                Terms
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Documentation">
          <h2 className={heading}>Documentation</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/guide" className={footerLink}>
                Handbook
              </Link>
            </li>
            <li>
              <Link to="/quickstart" className={footerLink}>
                Quick start
              </Link>
            </li>
            <li>
              <Link to="/signupprocess" className={footerLink}>
                Sign up and log in
              </Link>
            </li>
            <li>
              <Link to="/orgsetup" className={footerLink}>
                Organization setup
              </Link>
            </li>
            <li>
              <a href="/api/docs" className={footerLink}>
                API reference
              </a>
            </li>
          </ul>
          <h2 className={`${heading} mt-6`}>Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a href={social.href} className={footerLink} rel="noopener noreferrer" target="_blank">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © {new Date().getFullYear()} TaskFlow. All rights reserved.
      </p>
    </footer>
  );
}
