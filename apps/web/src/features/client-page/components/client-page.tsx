import type { ClientPageView } from '@taskflow/shared';
import { Building2, CalendarClock, Inbox, MailWarning, Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useTheme } from '../../../lib/theme';
import { takeClientToken, useClientPage, useFirmLogo } from '../api/client-page';
import {
  CLIENT_LANGUAGES,
  CLIENT_STRINGS,
  type ClientLanguage,
  chooseLanguage,
  formatClientDay,
  LANGUAGE_NAMES,
} from '../lib/i18n';
import { ClientItem } from './client-item';

/**
 * The page a client link opens (/client#TOKEN): no account, no app shell. The firm's name and logo,
 * the client's open requests with their items, and what the firm already received; in English or Hindi
 * as the browser prefers, with a switch.
 */
export default function ClientPage() {
  const [token] = useState(takeClientToken);
  const [language, setLanguage] = useState<ClientLanguage>(() =>
    chooseLanguage(typeof navigator === 'undefined' ? [] : navigator.languages),
  );
  const t = CLIENT_STRINGS[language];
  const page = useClientPage(token);

  useEffect(() => {
    document.title = page.data ? `${t.pageTitle} | ${page.data.firm.name}` : t.pageTitle;
  }, [page.data, t]);

  const frame = (content: React.ReactNode, firm?: ClientPageView['firm']) => (
    <div
      lang={language}
      className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100"
    >
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-3">
          {firm ? <FirmMark token={token} firm={firm} /> : <span className="flex-1" />}
          <LanguageSwitch language={language} onChange={setLanguage} />
          <ThemeSwitch language={language} />
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-6">{content}</main>
      <footer className="mx-auto max-w-2xl px-4 pb-10 text-center text-sm">
        <Link
          to="/guide/client-link"
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {t.whyLink}
        </Link>
      </footer>
    </div>
  );

  if (!token || page.isError) {
    // Unknown, expired, revoked: one message, as the server answers them alike.
    return frame(
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
        <MailWarning aria-hidden className="mx-auto size-10 text-amber-500" />
        <h1 className="mt-3 text-xl font-bold">{t.expiredTitle}</h1>
        <p role="alert" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t.expired}
        </p>
      </div>,
    );
  }

  if (page.isPending) return frame(<PageSpinner label={t.loading} />);
  const { data } = page;
  const open = data.requests.filter((request) => request.status === 'open');
  const received = data.requests.filter((request) => request.status !== 'open');
  return frame(
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{t.intro(data.client.name)}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t.linkExpires(formatClientDay(language, data.expiresAt))}
        </p>
      </div>
      {open.length === 0 ? (
        <EmptyState icon={Inbox} title={t.nothingWaiting} description={t.nothingWaitingHint} />
      ) : (
        open.map((request) => (
          <RequestCard key={request.id} request={request} token={token} language={language} />
        ))
      )}
      {received.length > 0 && (
        <section aria-labelledby="client-received" className="grid gap-4">
          <h2 id="client-received" className="text-lg font-semibold">
            {t.received}
          </h2>
          {received.map((request) => (
            <RequestCard key={request.id} request={request} token={token} language={language} />
          ))}
        </section>
      )}
    </div>,
    data.firm,
  );
}

function RequestCard({
  request,
  token,
  language,
}: {
  request: ClientPageView['requests'][number];
  token: string;
  language: ClientLanguage;
}) {
  const t = CLIENT_STRINGS[language];
  const headingId = `request-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
        {request.title}
      </h2>
      <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <CalendarClock aria-hidden className="size-4 shrink-0" />
        {request.status === 'open' ? t.due(formatClientDay(language, request.dueOn)) : t.everythingIn}
      </p>
      {request.message && <p className="mt-3 text-sm whitespace-pre-line wrap-anywhere">{request.message}</p>}
      <ul className="mt-4 grid gap-3">
        {request.items.map((item) => (
          <ClientItem key={item.id} item={item} token={token} language={language} />
        ))}
      </ul>
    </article>
  );
}

function FirmMark({ token, firm }: { token: string | null; firm: ClientPageView['firm'] }) {
  const logo = useFirmLogo(token, firm.hasLogo);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      {logo ? (
        <img src={logo} alt="" className="size-9 shrink-0 rounded-lg object-contain" />
      ) : (
        <span className="rounded-lg bg-brand-100 p-2 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
          <Building2 aria-hidden className="size-5" />
        </span>
      )}
      <span className="truncate font-semibold">{firm.name}</span>
    </div>
  );
}

function LanguageSwitch({
  language,
  onChange,
}: {
  language: ClientLanguage;
  onChange: (language: ClientLanguage) => void;
}) {
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{CLIENT_STRINGS[language].language}</span>
      <select
        value={language}
        onChange={(event) => onChange(event.target.value as ClientLanguage)}
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {CLIENT_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

function ThemeSwitch({ language }: { language: ClientLanguage }) {
  const { theme, toggleTheme } = useTheme();
  const t = CLIENT_STRINGS[language];
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={isDark ? t.themeToLight : t.themeToDark}
      aria-pressed={isDark}
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {isDark ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </button>
  );
}
