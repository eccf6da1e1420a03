import { clsx } from 'clsx';
import { CalendarClock, CheckCircle2, Clock, MessageSquare, Star, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FaqList } from '../../../components/marketing/faq-list';
import { HydrateWhenVisible } from '../../../components/marketing/hydrate-when-visible';
import { Container, SectionHeading } from '../../../components/marketing/section-heading';
import { TestimonialsSection } from '../../../components/marketing/testimonials-section';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { FEATURES } from '../../../content/marketing/features';
import { DemoForm } from '../../../features/inquiries/components/demo-form';
import { InquiryFormCard } from '../../../features/inquiries/components/form-parts';
import { DeferredCountrySelect } from './deferred-country-select';

const STATS = [
  { value: '40%', label: 'less time spent chasing status updates' },
  { value: '60%', label: 'fewer missed deadlines' },
  { value: '25%', label: 'more billable hours captured' },
  { value: '99.9%', label: 'uptime' },
];

const INCLUDED = [
  'A free 30-minute session with a product specialist',
  'A walkthrough shaped around your firm and your clients',
  'Live answers to your questions about setup, roles and data',
  'A suggested setup plan: departments, roles and first projects',
  'Help choosing between Personal, Starter and Advanced',
  'No obligation and no payment details',
];

const DEMO_FAQ = [
  { question: 'How long is the demo?', answer: '30 minutes, with time for your questions at the end.' },
  {
    question: 'Is it really free?',
    answer:
      'Yes. The demo costs nothing and you can start on the free Personal plan afterwards, with no card needed.',
  },
  {
    question: 'Who should join?',
    answer:
      'Whoever runs projects or people in your firm: a partner, a project manager or HR. Bring as many colleagues as you like.',
  },
  {
    question: 'What happens after I book?',
    answer:
      'We email you within one business day to agree a time, and send a calendar invitation with a video link.',
  },
];

export default function DemoPage() {
  usePageMeta();
  const [selected, setSelected] = useState<string>(FEATURES[0]?.slug ?? '');
  const selectedFeature = FEATURES.find((feature) => feature.slug === selected);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <Container className="py-16 text-center sm:py-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100 dark:bg-slate-900 dark:text-brand-100 dark:ring-slate-700">
            <Clock aria-hidden className="size-4" /> Free 30-minute session
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            See TaskFlow with your own work
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Book a free demo and we will show you how your tasks, projects, time and leave would look in
            TaskFlow.
          </p>
          <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-6 lg:grid-cols-4">
            {STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-900"
              >
                <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-600 dark:text-brand-100">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
            Improvements teams report after three months; your results depend on how you work.
          </p>
        </Container>
      </section>

      <Container className="grid gap-12 py-16 lg:grid-cols-[1fr_28rem] lg:gap-16">
        <section aria-labelledby="demo-see">
          <h2 id="demo-see" className="text-2xl font-bold">
            What You'll See
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Pick the part you care about most; we will start there.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {FEATURES.map((feature) => {
              const isSelected = feature.slug === selected;
              return (
                <li key={feature.slug}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => setSelected(feature.slug)}
                    className={clsx(
                      'h-full w-full rounded-2xl border p-4 text-left transition',
                      isSelected
                        ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:bg-slate-800'
                        : 'border-slate-200 bg-white hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900',
                    )}
                  >
                    <span className="block font-semibold">{feature.title}</span>
                    <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                      {feature.summary}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {selectedFeature && (
            <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-900" aria-live="polite">
              <strong>{selectedFeature.title}:</strong> {selectedFeature.overview}
            </p>
          )}

          <h2 className="mt-12 text-2xl font-bold">What's Included</h2>
          <ul className="mt-6 space-y-3">
            {INCLUDED.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        </section>

        <div className="space-y-8">
          <InquiryFormCard
            titleId="demo-form-title"
            title={
              <>
                <CalendarClock aria-hidden className="size-6 text-brand-600 dark:text-brand-100" /> Book your
                demo
              </>
            }
            intro="We reply within one business day."
          >
            <DemoForm CountrySelect={DeferredCountrySelect} />
          </InquiryFormCard>

          <section aria-labelledby="demo-impact" className="rounded-3xl bg-slate-950 p-6 text-white sm:p-8">
            <h2 id="demo-impact" className="text-xl font-bold">
              Demo Impact
            </h2>
            <dl className="mt-6 grid grid-cols-2 gap-6">
              <div className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-300">of demos lead to a team trying TaskFlow</dt>
                <dd className="flex items-center gap-2 text-3xl font-extrabold">
                  <TrendingUp aria-hidden className="size-6 text-emerald-400" /> 95%
                </dd>
              </div>
              <div className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-300">average demo rating</dt>
                <dd className="flex items-center gap-2 text-3xl font-extrabold">
                  <Star aria-hidden className="size-6 fill-amber-400 text-amber-400" /> 4.9/5
                </dd>
              </div>
            </dl>
          </section>
        </div>
      </Container>

      <HydrateWhenVisible id="demo-testimonials">
        <TestimonialsSection id="demo-testimonials" title="Teams that started with a demo" />
      </HydrateWhenVisible>

      <HydrateWhenVisible id="demo-faq">
        <section aria-labelledby="demo-faq" className="py-16 sm:py-20">
          <Container className="max-w-3xl">
            <SectionHeading id="demo-faq" eyebrow="FAQ" title="Questions about the demo" />
            <div className="mt-10">
              <FaqList items={DEMO_FAQ} />
            </div>
            <div className="mt-10 flex flex-col items-center gap-3 text-center">
              <p className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
                <MessageSquare aria-hidden className="size-5" /> Not ready to talk yet?
              </p>
              <Link to="/feature" className={buttonClasses('secondary')}>
                View Features First
              </Link>
            </div>
          </Container>
        </section>
      </HydrateWhenVisible>
    </>
  );
}
