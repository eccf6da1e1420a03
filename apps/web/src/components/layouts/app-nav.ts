import type { LucideIcon } from 'lucide-react';
import { LayoutDashboard, ShieldCheck } from 'lucide-react';

export interface AppNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  isPlatformAdminOnly?: boolean;
}

/** The app sidebar; each module adds its entry here as it lands. */
export const APP_NAV: AppNavItem[] = [
  { to: '/app', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/app/settings/security', label: 'Security & sessions', icon: ShieldCheck },
];
