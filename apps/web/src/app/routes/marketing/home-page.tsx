import { STEP_REVEAL_MS } from '@taskflow/shared';
import { clsx } from 'clsx';
import {
  ArrowRight,
  BarChart3,
  Briefcase,
  Building2,
  CalendarCheck,
  CheckCircle2,
  ClipboardCheck,
  Code2,
  FolderKanban,
  Handshake,
  Headphones,
  Landmark,
  type LucideIcon,
  PartyPopper,
  Play,
  Scale,
  Target,
  Timer,
  UserPlus,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AppScreenshot } from '../../../components/marketing/app-screenshot';
import { CountUp } from '../../../components/marketing/count-up';
import { CtaSection } from '../../../components/marketing/cta-section';
import { HydrateWhenVisible } from '../../../components/marketing/hydrate-when-visible';
import { ProductMockup } from '../../../components/marketing/product-mockup';
import { Container, SectionHeading } from '../../../components/marketing/section-heading';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { useAuthModal } from '../../../lib/auth-modal';
import { useLandingContent } from '../../../lib/site-data';

const HOME_FEATURES: { title: string; text: string; icon: LucideIcon; to: string }[] = [
  {
    title: 'Task Tracker',
    text: 'Start a timer on any task, see what is pending, in progress or done, and know what finished on time.',
    icon: Timer,
    to: '/features/task-tracker',
  },
  {
    title: 'Create Report',
    text: 'Completed, pending and overdue work by company and by person, exported to CSV, Excel or PDF in one click.',
    icon: BarChart3,
    to: '/features/reports',
  },
  {
    title: 'Project Management',
    text: 'Plan each client project with a lead, a team and milestones, on a Gantt chart or a calendar.',
    icon: FolderKanban,
    to: '/features/project-management',
  },
];

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Assign',
    text: 'Create a task with a customer, an owner, a priority and a due date. The owner is notified at once.',
    icon: UserPlus,
  },
  {
    title: 'Track',
    text: 'Follow progress from Pending to Completed and log the time spent on the task itself.',
    icon: Target,
  },
  {
    title: 'Achieve',
    text: 'Deliver on time and prove it: reports show completed, on-time and overdue work for every client.',
    icon: CheckCircle2,
  },
];

const BENEFITS: { id: string; label: string; title: string; text: string; points: string[] }[] = [
  {
    id: 'visibility',
    label: 'Visibility',
    title: 'Know what everyone is working on',
    text: 'One list of tasks for the whole firm, filtered the way you need it: by customer, project, person, priority or due date.',
    points: ['Statuses everyone understands', 'Overdue work stands out', 'Task history for every change'],
  },
  {
    id: 'deadlines',
    label: 'Deadlines',
    title: 'Meet deadlines without the chasing',
    text: 'Due dates, milestones and leave sit on one calendar, so nobody promises a date on the day a key person is away.',
    points: [
      'Gantt and calendar views',
      'Milestones for every phase',
      'Leave and holidays on the same calendar',
    ],
  },
  {
    id: 'people',
    label: 'People',
    title: 'Leave and roles in the same place as the work',
    text: 'Employees apply for leave, managers approve it with a comment, and roles decide exactly who can see and do what.',
    points: [
      'Leave approvals with notifications',
      'Fine-grained role permissions',
      'Departments and an organization tree',
    ],
  },
  {
    id: 'insight',
    label: 'Insight',
    title: 'Decide with numbers, not guesses',
    text: 'Reports are computed from live tasks, by company and by person, with on-time and overdue analysis.',
    points: ['Team task report', 'Hours by client and project', 'CSV, Excel and PDF export'],
  },
];

const INDUSTRIES: { id: string; label: string; icon: LucideIcon; text: string; points: string[] }[] = [
  {
    id: 'accounting',
    label: 'Accounting & compliance',
    icon: Landmark,
    text: 'Returns, audits and filings are recurring tasks with hard deadlines. TaskFlow ties each one to a client, an owner and a due date.',
    points: ['Deadlines per client', 'Overdue report before the regulator notices', 'Hours per engagement'],
  },
  {
    id: 'law',
    label: 'Law firms',
    icon: Scale,
    text: 'Matters become projects, filings and hearings become tasks and milestones, and every change of a date is recorded.',
    points: [
      'Matter timelines on a Gantt chart',
      'Task history as an audit trail',
      'Time entries for billing',
    ],
  },
  {
    id: 'outsourcing',
    label: 'Outsourcing firms',
    icon: Handshake,
    text: 'Run many clients’ work with one team: assignments, workloads and client reports without spreadsheets.',
    points: ['Workload per person', 'Reports per client', 'Departments for each service line'],
  },
  {
    id: 'real-estate',
    label: 'Real estate',
    icon: Building2,
    text: 'Site visits, documentation and follow-ups assigned to the right person, with the calendar showing who is where.',
    points: ['Tasks per property or client', 'Shared calendar of visits', 'Reminders before important dates'],
  },
  {
    id: 'services',
    label: 'Service sectors',
    icon: Briefcase,
    text: 'Service requests turn into tasks with priorities, so the critical ones are handled first and nothing is forgotten.',
    points: ['Critical to Low priorities', 'Status for every request', 'On-time analysis'],
  },
  {
    id: 'events',
    label: 'Event companies',
    icon: PartyPopper,
    text: 'Each event is a project with milestones from booking to the day itself, with leave and holidays in view.',
    points: ['Milestones per event', 'Team availability on the calendar', 'Events with reminders'],
  },
  {
    id: 'it',
    label: 'IT companies',
    icon: Code2,
    text: 'Development, design and support work in one place, planned on a Gantt chart and tracked with timers.',
    points: [
      'Work types: Development, Design and more',
      'Dependencies between tasks',
      'Time tracking per task',
    ],
  },
];

const tabTrigger =
  'rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:text-slate-300 dark:hover:bg-slate-800 dark:data-[state=active]:bg-brand-600';

function Hero() {
  const { openModal } = useAuthModal();
  const { data: landing } = useLandingContent();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100 dark:bg-slate-900 dark:text-brand-100 dark:ring-slate-700">
            <ClipboardCheck aria-hidden className="size-4" /> Trusted by 10,000+ teams
          </p>
          {/* The admin area edits these three texts (Landing); the server writes the saved ones into
              the elements marked data-landing in the first HTML (api site-content/public-pages.ts). */}
          <h1
            data-landing="title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance break-words sm:text-5xl lg:text-6xl"
          >
            {landing?.title}
          </h1>
          <p
            data-landing="description"
            className="mt-6 max-w-xl text-lg break-words text-slate-600 dark:text-slate-300"
          >
            {landing?.description}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/demo" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
              <span data-landing="buttonText">{landing?.buttonText}</span>
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <button
              type="button"
              className={buttonClasses('secondary', 'px-6 py-3 text-base')}
              onClick={() => openModal('signup')}
            >
              Start Free Trial
            </button>
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            Free forever for up to 10 teammates. No credit card needed.
          </p>
        </div>
        <ProductMockup variant="tasks" className="mx-auto w-full max-w-lg" />
      </Container>
    </section>
  );
}

function FeatureCards() {
  return (
    <section aria-labelledby="home-features" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="home-features"
          eyebrow="Features"
          title="Everything a client-service team needs"
          description="Three of the six parts of TaskFlow. Each one works on its own and better together."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {HOME_FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
                <feature.icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{feature.text}</p>
              <Link
                to={feature.to}
                className="mt-4 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100"
              >
                Learn about {feature.title} <span aria-hidden>→</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/feature" className={buttonClasses('primary')}>
            Explore All Features
          </Link>
        </div>
      </Container>
    </section>
  );
}

/**
 * Assign, Track, Achieve appear one after another, 500 ms apart, when the section comes into
 * view. The server renders them visible (crawlers, no-JS); the client hides them only while the
 * section is still below the fold, so nobody sees them disappear.
 */
function Steps() {
  const ref = useRef<HTMLOListElement>(null);
  const [visibleCount, setVisibleCount] = useState(STEPS.length);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setVisibleCount(0);
    const timers: number[] = [];
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        STEPS.forEach((_, index) => {
          timers.push(window.setTimeout(() => setVisibleCount(index + 1), index * STEP_REVEAL_MS));
        });
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  return (
    <section aria-labelledby="home-steps" className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/50">
      <Container>
        <SectionHeading
          id="home-steps"
          eyebrow="How it works"
          title="Assign, Track, Achieve"
          description="Three steps from a request to delivered work."
        />
        <ol ref={ref} className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className={clsx(
                'rounded-2xl border border-slate-200 bg-white p-6 transition duration-500 dark:border-slate-800 dark:bg-slate-900',
                index < visibleCount ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0',
              )}
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <step.icon aria-hidden className="size-6 text-brand-600 dark:text-brand-100" />
              </div>
              <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

// The walkthrough's dialog (Radix Dialog and the slides) loads when first played: in the page's first
// JavaScript it put the home page over its 170 KB budget.
const WalkthroughDialog = lazy(() =>
  import('../../../components/marketing/walkthrough-dialog').then((module) => ({
    default: module.WalkthroughDialog,
  })),
);

function VideoSection() {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <section aria-labelledby="home-video" className="py-16 sm:py-20">
      <Container className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="home-video"
            align="left"
            eyebrow="Walkthrough"
            title="See TaskFlow in under a minute"
            description="A short tour of real screens: signing up, opening your workspace and keeping your account safe."
          />
        </div>
        <button
          type="button"
          onClick={() => {
            setWasOpened(true);
            setOpen(true);
          }}
          className="group relative block overflow-hidden rounded-2xl border border-slate-200 shadow-lg dark:border-slate-800"
          aria-label="Play the product walkthrough"
        >
          <AppScreenshot file="1-home" alt="" sizes="(min-width: 1024px) 600px, 100vw" />
          <span className="absolute inset-0 flex items-center justify-center bg-slate-950/30 transition group-hover:bg-slate-950/40">
            <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-xl transition group-hover:scale-110">
              <Play aria-hidden className="ml-1 size-7" />
            </span>
          </span>
        </button>
      </Container>
      {wasOpened && (
        <Suspense fallback={null}>
          <WalkthroughDialog isOpen={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

function Benefits() {
  return (
    <section aria-labelledby="home-benefits" className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/50">
      <Container>
        <SectionHeading id="home-benefits" eyebrow="Benefits" title="Why teams switch to TaskFlow" />
        <Tabs.Root defaultValue={BENEFITS[0]?.id} className="mt-10">
          <Tabs.List aria-label="Benefits" className="flex flex-wrap justify-center gap-2">
            {BENEFITS.map((benefit) => (
              <Tabs.Trigger key={benefit.id} value={benefit.id} className={tabTrigger}>
                {benefit.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {BENEFITS.map((benefit) => (
            <Tabs.Content
              key={benefit.id}
              value={benefit.id}
              className="mx-auto mt-8 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="text-2xl font-semibold">{benefit.title}</h3>
              <p className="mt-3 text-slate-600 dark:text-slate-300">{benefit.text}</p>
              <ul className="mt-5 grid gap-2 sm:grid-cols-3">
                {benefit.points.map((point) => (
                  <li key={point} className="flex gap-2 text-sm">
                    <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </section>
  );
}

function Industries() {
  return (
    <section aria-labelledby="home-industries" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="home-industries"
          eyebrow="Industries"
          title="Built for firms that do client work"
          description="From accounting and law to events and IT: the same tasks, projects and leave, shaped to your work."
        />
        <Tabs.Root defaultValue={INDUSTRIES[0]?.id} className="mt-10 grid gap-6 lg:grid-cols-[18rem_1fr]">
          <Tabs.List
            aria-label="Industries"
            className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0"
          >
            {INDUSTRIES.map((industry) => (
              <Tabs.Trigger
                key={industry.id}
                value={industry.id}
                className="flex shrink-0 items-center gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-white"
              >
                <industry.icon aria-hidden className="size-5" />
                {industry.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {INDUSTRIES.map((industry) => (
            <Tabs.Content
              key={industry.id}
              value={industry.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="flex items-center gap-3 text-2xl font-semibold">
                <industry.icon aria-hidden className="size-7 text-brand-600 dark:text-brand-100" />
                {industry.label}
              </h3>
              <p className="mt-3 text-slate-600 dark:text-slate-300">{industry.text}</p>
              <ul className="mt-5 space-y-2">
                {industry.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Container>
    </section>
  );
}

function Claims() {
  const claims: { value: ReactNode; label: string; icon: LucideIcon }[] = [
    { value: <CountUp to={98} suffix="%" />, label: 'task completion', icon: CheckCircle2 },
    { value: <CountUp to={24} suffix="/7" />, label: 'support', icon: Headphones },
    { value: <CountUp to={10000} suffix="+" />, label: 'teams trust TaskFlow', icon: CalendarCheck },
    { value: <CountUp to={3} suffix="-step" />, label: 'flow: Assign, Track, Achieve', icon: Target },
  ];
  return (
    <section aria-labelledby="home-claims" className="bg-brand-700 py-16 text-white">
      <Container>
        <h2 id="home-claims" className="sr-only">
          TaskFlow in numbers
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-2 lg:grid-cols-4">
          {claims.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse items-center gap-1">
              <dt className="text-brand-50">{claim.label}</dt>
              <dd className="flex items-center gap-2 text-4xl font-extrabold">
                <claim.icon aria-hidden className="size-7 text-brand-100" />
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

export default function HomePage() {
  usePageMeta();
  return (
    <>
      <Hero />
      <HydrateWhenVisible id="home-features">
        <FeatureCards />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="home-steps">
        <Steps />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="home-video">
        <VideoSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="home-benefits">
        <Benefits />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="home-industries">
        <Industries />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="home-claims">
        <Claims />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="home-cta">
        <CtaSection />
      </HydrateWhenVisible>
    </>
  );
}
