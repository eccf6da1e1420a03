import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 text-lg font-bold tracking-tight"
      aria-label="TaskFlow home"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>TaskFlow</span>
    </Link>
  );
}
