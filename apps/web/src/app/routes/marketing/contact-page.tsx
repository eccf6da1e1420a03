import {
  BookOpen,
  Bot,
  Briefcase,
  CalendarClock,
  Clock,
  Handshake,
  Headphones,
  LifeBuoy,
  Mail,
  MapPin,
  Phone,
  Receipt,
} from 'lucide-react';
import { Link } from 'react-router';
import { FaqList } from '../../../components/marketing/faq-list';
import { HydrateWhenVisible } from '../../../components/marketing/hydrate-when-visible';
import { Container, SectionHeading } from '../../../components/marketing/section-heading';
import { usePageMeta } from '../../../components/marketing/use-page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { ContactForm } from '../../../features/inquiries/components/contact-form';
import { InquiryFormCard } from '../../../features/inquiries/components/form-parts';

const ADDRESS = '4th Floor, Indiranagar, Bengaluru 560038, India';

const STATS = [
  { value: '2–4 hours', label: 'reply time on business days' },
  { value: '24 hours', label: 'reply time on weekends' },
  { value: '24/7', label: 'support messages accepted' },
  { value: '10,000+', label: 'teams supported' },
];

const REASONS = [
  { title: 'Sales', text: 'Plans, pricing for larger teams and invoices in rupees.', icon: Briefcase },
  { title: 'Support', text: 'Help with setup, roles, projects, leave or your account.', icon: LifeBuoy },
  {
    title: 'Partnerships',
    text: 'Consultants and firms who implement TaskFlow for clients.',
    icon: Handshake,
  },
  { title: 'Billing', text: 'Refunds under the 30-day guarantee, receipts and plan changes.', icon: Receipt },
];

const HOURS = [
  { day: 'Monday to Friday', time: '9:00 AM to 6:00 PM' },
  { day: 'Saturday', time: '10:00 AM to 4:00 PM' },
  { day: 'Sunday', time: 'Closed' },
];

const CONTACT_FAQ = [
  {
    question: 'How quickly will you answer?',
    answer: 'Within 2 to 4 hours on business days and within 24 hours on weekends.',
  },
  {
    question: 'Can I get a demo instead?',
    answer: 'Yes. Book a free 30-minute demo and a product specialist will walk you through TaskFlow.',
  },
  {
    question: 'Where is my data stored?',
    answer: 'In our database, separated by organization; only members of your organization can see it.',
  },
  {
    question: 'Do you answer by phone?',
    answer:
      'Yes, during business hours. Outside them, send a message and we will reply within the times above.',
  },
];

/** A drawn map of the office's neighbourhood: no third-party tiles, no key, the address in text beside it. */
function OfficeMap() {
  return (
    <figure>
      <svg
        viewBox="0 0 400 240"
        role="img"
        aria-labelledby="office-map-title"
        className="h-auto w-full rounded-2xl border border-slate-200 dark:border-slate-800"
      >
        <title id="office-map-title">Map of the TaskFlow office in Indiranagar, Bengaluru</title>
        <rect width="400" height="240" className="fill-emerald-50 dark:fill-slate-800" />
        <rect
          x="250"
          y="20"
          width="120"
          height="70"
          rx="8"
          className="fill-emerald-200 dark:fill-emerald-950"
        />
        <rect x="30" y="150" width="90" height="60" rx="8" className="fill-sky-200 dark:fill-sky-950" />
        <g className="stroke-white dark:stroke-slate-600" strokeLinecap="round">
          <path d="M0 120 H400" strokeWidth="14" />
          <path d="M180 0 V240" strokeWidth="12" />
          <path d="M0 40 L400 210" strokeWidth="8" />
          <path d="M300 120 V240" strokeWidth="8" />
        </g>
        <text x="20" y="112" className="fill-slate-600 text-[11px] dark:fill-slate-300">
          100 Feet Road
        </text>
        <text x="188" y="20" className="fill-slate-600 text-[11px] dark:fill-slate-300">
          12th Main
        </text>
        <g transform="translate(212 96)">
          <path
            d="M0 -28 C-14 -28 -22 -18 -22 -8 C-22 8 0 24 0 24 C0 24 22 8 22 -8 C22 -18 14 -28 0 -28 Z"
            className="fill-brand-600"
          />
          <circle cy="-9" r="8" className="fill-white" />
        </g>
      </svg>
      <figcaption className="mt-3 flex items-start gap-2 text-sm">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-100" />
        <span>
          <span className="font-semibold">TaskFlow office:</span> {ADDRESS}.{' '}
          <a
            href="https://www.openstreetmap.org/search?query=Indiranagar%2C%20Bengaluru"
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-600 underline dark:text-brand-100"
          >
            Open in OpenStreetMap
          </a>
        </span>
      </figcaption>
    </figure>
  );
}

export default function ContactPage() {
  usePageMeta();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <Container className="py-16 text-center sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
            Contact
          </p>
          <h1 className="mx-auto mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Talk to the people who build TaskFlow
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Questions about plans, setup or your account? Send us a message and a real person will answer.
          </p>
          <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-6 lg:grid-cols-4">
            {STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-2xl bg-white p-4 shadow-sm dark:bg-slate-900"
              >
                <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
                <dd className="text-2xl font-extrabold text-brand-600 dark:text-brand-100">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <HydrateWhenVisible id="contact-reasons">
        <section aria-labelledby="contact-reasons" className="py-16">
          <Container>
            <SectionHeading id="contact-reasons" title="How can we help?" />
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {REASONS.map((reason) => (
                <li
                  key={reason.title}
                  className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
                >
                  <reason.icon aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
                  <h3 className="mt-4 text-lg font-semibold">{reason.title}</h3>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{reason.text}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      </HydrateWhenVisible>

      <Container className="grid gap-12 pb-16 lg:grid-cols-[1fr_26rem]">
        <InquiryFormCard
          titleId="contact-form-title"
          title="Send us a message"
          intro="Industry and subject are optional; everything else helps us answer you."
        >
          <ContactForm />
        </InquiryFormCard>

        <HydrateWhenVisible id="contact-details">
          <div className="space-y-8">
            <section aria-labelledby="contact-methods">
              <h2 id="contact-methods" className="text-xl font-bold">
                Other ways to reach us
              </h2>
              <ul className="mt-4 space-y-3">
                <li className="flex items-center gap-3">
                  <Mail aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
                  <a href="mailto:support@taskflow.example" className="underline">
                    support@taskflow.example
                  </a>
                </li>
                <li className="flex items-center gap-3">
                  <Phone aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
                  <a href="tel:+918045678900" className="underline">
                    +91 80 4567 8900
                  </a>
                </li>
                <li className="flex items-center gap-3">
                  <Bot aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
                  <Link to="/chatbot" className="underline">
                    Ask the help assistant
                  </Link>
                </li>
              </ul>
            </section>

            <section
              aria-labelledby="contact-hours"
              className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900"
            >
              <h2 id="contact-hours" className="flex items-center gap-2 text-xl font-bold">
                <Clock aria-hidden className="size-5" /> Business hours
              </h2>
              <dl className="mt-4 space-y-2 text-sm">
                {HOURS.map((row) => (
                  <div key={row.day} className="flex justify-between gap-4">
                    <dt className="font-medium">{row.day}</dt>
                    <dd className="text-slate-600 dark:text-slate-300">{row.time}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">India Standard Time (IST)</p>
              <h3 className="mt-6 flex items-center gap-2 font-semibold">
                <Headphones aria-hidden className="size-5" /> Support response times
              </h3>
              <ul className="mt-2 space-y-1 text-sm text-slate-600 dark:text-slate-300">
                <li>Business days: within 2 to 4 hours</li>
                <li>Weekends: within 24 hours</li>
              </ul>
            </section>

            <section aria-labelledby="contact-map">
              <h2 id="contact-map" className="mb-4 text-xl font-bold">
                Visit us
              </h2>
              <OfficeMap />
            </section>
          </div>
        </HydrateWhenVisible>
      </Container>

      <HydrateWhenVisible id="contact-faq">
        <section aria-labelledby="contact-faq" className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/50">
          <Container className="max-w-3xl">
            <SectionHeading id="contact-faq" eyebrow="FAQ" title="Before you write" />
            <div className="mt-10">
              <FaqList items={CONTACT_FAQ} />
            </div>
            <div className="mt-10 flex flex-wrap justify-center gap-3">
              <Link to="/demo" className={buttonClasses('primary')}>
                <CalendarClock aria-hidden className="size-4" /> Book a demo
              </Link>
              <Link to="/guide" className={buttonClasses('secondary')}>
                <BookOpen aria-hidden className="size-4" /> Resource Center
              </Link>
            </div>
          </Container>
        </section>
      </HydrateWhenVisible>
    </>
  );
}
