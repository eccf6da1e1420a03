import {
  BarChart3,
  Bell,
  CalendarDays,
  CheckSquare,
  FolderKanban,
  type LucideIcon,
  ShieldCheck,
  Timer,
  Users,
} from 'lucide-react';

export const MARKETING_ICONS: Record<string, LucideIcon> = {
  tasks: CheckSquare,
  calendar: CalendarDays,
  chart: BarChart3,
  users: Users,
  timer: Timer,
  shield: ShieldCheck,
  bell: Bell,
  folder: FolderKanban,
};
